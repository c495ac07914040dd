import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { tBuilder } from '../../../shared/builderMessages';
import { isChoiceType, isTextType, type BuilderField, type BuilderInputType } from '../../rules/formBuilder';
import type { BuilderProblem, ProblemPart } from '../../rules/formBuilderChecks';
import { TAGS_WIDGET } from '../../engine/edit/uiSchemaFor';
import { inputTypeOptions } from './inputTypeOptions';

/**
 * One field of the form builder as a form of its own, drawn by the form engine (FieldEditor.tsx):
 * the schema of what its input type allows (choices for a choice, a placeholder, pattern and
 * lengths for text), its values, the manager's change as the builder's edits, and the builder's
 * problems as the form's errors. Pure, so each rule is a row of a table test.
 */
export interface FieldEditorForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

const TYPE_OPTIONS = inputTypeOptions();
const text = (title: string, maxLength?: number): RJSFSchema => ({ type: 'string', title, ...(maxLength ? { maxLength } : {}) });
const length = (title: string): RJSFSchema => ({ type: 'integer', title, minimum: 0 });

/** What a field's own type is called when the builder did not make it (`custom`): its schema's type. */
export const customTypeOf = (field: BuilderField): string => JSON.stringify(field.custom?.schema.type ?? 'custom').replace(/"/g, '');

/** The form of one field: what every field has, then what its input type allows. */
export function fieldEditorForm(field: BuilderField): FieldEditorForm {
  const custom = field.inputType === 'custom';
  const properties: Record<string, RJSFSchema> = {
    label: text(tBuilder('builderLabel'), 80),
    key: text(tBuilder('builderKey'), 40),
    inputType: custom
      ? { ...text(tBuilder('builderInputType')), readOnly: true }
      : {
          type: 'string',
          title: tBuilder('builderInputType'),
          oneOf: TYPE_OPTIONS.map(({ value, label }) => ({ const: value, title: label })),
        },
  };
  const uiSchema: UiSchema = {
    // No Save of its own: the builder's Save sends every field (BuilderForm.tsx).
    'ui:submitButtonOptions': { norender: true },
    key: { 'ui:help': tBuilder('builderKeyHelp') },
    inputType: custom ? { 'ui:help': tBuilder('builderCustom', { type: customTypeOf(field) }) } : {},
  };
  if (isChoiceType(field.inputType)) {
    properties.options = { type: 'array', title: tBuilder('builderOptions'), items: { type: 'string' } };
    uiSchema.options = { 'ui:widget': TAGS_WIDGET, 'ui:help': tBuilder('builderOptionsHelp') };
  }
  if (isTextType(field.inputType)) {
    properties.placeholder = text(tBuilder('builderPlaceholder'), 80);
    properties.pattern = text(tBuilder('builderPattern'));
    uiSchema.pattern = { 'ui:help': tBuilder('builderPatternHelp') };
    properties.minLength = length(tBuilder('builderMinLength'));
    properties.maxLength = length(tBuilder('builderMaxLength'));
  }
  properties.help = text(tBuilder('builderHelp'), 200);
  properties.required = { type: 'boolean', title: tBuilder('builderRequired') };
  return { schema: { type: 'object', properties }, uiSchema };
}

/** The values the form shows: the field as it is, the type of a custom one by its name. */
export function fieldEditorValues(field: BuilderField): Record<string, unknown> {
  const { custom: _custom, ...values } = field;
  return field.inputType === 'custom' ? { ...values, inputType: customTypeOf(field) } : values;
}

/** What the builder does with a changed form (useFieldItems.ts): a new label, a new type, or a patch. */
export type FieldEdit =
  | { kind: 'label'; label: string }
  | { kind: 'type'; inputType: BuilderInputType }
  | { kind: 'patch'; patch: Partial<BuilderField> }
  | { kind: 'none' };

const PATCHED = ['key', 'options', 'placeholder', 'pattern', 'minLength', 'maxLength', 'help', 'required'] as const;

/**
 * The manager's change, from the form's new values: the label and the type have edits of their own
 * (a label names the key of a new field, a type keeps only what it allows); an emptied text is no
 * value; a type can be neither cleared nor given to a field the builder did not make.
 */
export function fieldEditOf(field: BuilderField, values: Record<string, unknown>): FieldEdit {
  const label = typeof values.label === 'string' ? values.label : '';
  if (label !== field.label) return { kind: 'label', label };
  const inputType = values.inputType;
  if (field.inputType !== 'custom' && typeof inputType === 'string' && inputType !== field.inputType) {
    return { kind: 'type', inputType: inputType as BuilderInputType };
  }
  const patch: Partial<BuilderField> = {};
  for (const name of PATCHED) {
    const before: unknown = field[name];
    let after: unknown = values[name] === '' ? undefined : values[name];
    if (name === 'key') after ??= '';
    if (name === 'required') after = after === true;
    if (JSON.stringify(after) !== JSON.stringify(before)) Object.assign(patch, { [name]: after });
  }
  return Object.keys(patch).length === 0 ? { kind: 'none' } : { kind: 'patch', patch };
}

/** Where each problem of the builder's checks (rules/formBuilderChecks.ts) shows: beside its input. */
const PROPERTY_OF: Record<ProblemPart, string> = {
  label: 'label',
  key: 'key',
  options: 'options',
  pattern: 'pattern',
  length: 'minLength',
};

/** The field's problems as the form's errors, each beside the input it is about. */
export function fieldEditorErrors(problems: readonly BuilderProblem[]): ErrorSchema | undefined {
  if (problems.length === 0) return undefined;
  const errors: Record<string, { __errors: string[] }> = {};
  for (const { part, message } of problems) (errors[PROPERTY_OF[part]] ??= { __errors: [] }).__errors.push(message);
  return errors as ErrorSchema;
}
