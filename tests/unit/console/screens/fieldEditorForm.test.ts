import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import type { BuilderField } from '../../../../src/console/rules/formBuilder';
import type { BuilderProblem } from '../../../../src/console/rules/formBuilderChecks';
import {
  fieldEditOf,
  fieldEditorErrors,
  fieldEditorForm,
  fieldEditorValues,
} from '../../../../src/console/screens/form-builder/fieldEditorForm';

/** One field of the form builder as a form the engine draws (src/console/screens/form-builder/fieldEditorForm.ts). */
const field = (extra: Partial<BuilderField> = {}): BuilderField => ({
  key: 'team',
  label: 'Team',
  inputType: 'text',
  required: false,
  ...extra,
});
const inputsOf = (f: BuilderField) => Object.keys(fieldEditorForm(f).schema.properties ?? {});

describe('what a field’s form asks, by its input type', () => {
  it.each([
    ['a text field: a placeholder, a pattern and lengths, no choices', field(), ['placeholder', 'pattern', 'minLength', 'maxLength']],
    ['a choice field: its choices, no pattern', field({ inputType: 'radio' }), ['options']],
    ['a date field: neither', field({ inputType: 'date' }), []],
  ])('%s', (_sentence, f, own) => {
    expect(inputsOf(f)).toEqual(['label', 'key', 'inputType', ...own, 'help', 'required']);
  });

  it('a choice field types its choices as tags', () => {
    expect(fieldEditorForm(field({ inputType: 'select' })).uiSchema.options).toMatchObject({ 'ui:widget': 'tags' });
  });

  it('offers every input type by what it accepts', () => {
    const type = fieldEditorForm(field()).schema.properties!.inputType as RJSFSchema;
    expect(type.oneOf).toContainEqual({ const: 'workEmail', title: expect.stringMatching(/^workEmail: /) as unknown });
  });

  it('a field the builder did not make shows its own type, which cannot be changed', () => {
    const custom = field({ inputType: 'custom', custom: { schema: { type: 'number' } } });
    expect(fieldEditorForm(custom).schema.properties!.inputType).toMatchObject({ readOnly: true });
    expect(fieldEditorValues(custom)).toMatchObject({ inputType: 'number' });
    expect(fieldEditorValues(custom)).not.toHaveProperty('custom');
  });
});

describe('a change of the form is the builder’s edit', () => {
  const base = field({ placeholder: 'Your team' });
  const values = (extra: Record<string, unknown>) => ({ ...fieldEditorValues(base), ...extra });
  it.each([
    ['a new label is a label edit (it names the key of a new field)', values({ label: 'Squad' }), { kind: 'label', label: 'Squad' }],
    ['an emptied label is an empty label', values({ label: undefined }), { kind: 'label', label: '' }],
    ['a new type is a type edit', values({ inputType: 'radio' }), { kind: 'type', inputType: 'radio' }],
    ['a cleared type changes nothing', values({ inputType: undefined }), { kind: 'none' }],
    ['an emptied placeholder is no placeholder', values({ placeholder: undefined }), { kind: 'patch', patch: { placeholder: undefined } }],
    ['a typed length is a number', values({ maxLength: 40 }), { kind: 'patch', patch: { maxLength: 40 } }],
    ['ticking Required requires the field', values({ required: true }), { kind: 'patch', patch: { required: true } }],
    ['an emptied key is an empty key, for the checks to name', values({ key: undefined }), { kind: 'patch', patch: { key: '' } }],
    ['the form as it was is no edit', values({}), { kind: 'none' }],
  ])('%s', (_sentence, next, edit) => {
    expect(fieldEditOf(base, next)).toEqual(edit);
  });

  it('a field the builder did not make keeps its type whatever the form says', () => {
    const custom = field({ inputType: 'custom', custom: { schema: { type: 'number' } } });
    expect(fieldEditOf(custom, { ...fieldEditorValues(custom), inputType: 'text' })).toEqual({ kind: 'none' });
  });
});

describe('the builder’s problems beside their inputs', () => {
  const problem = (part: BuilderProblem['part'], message: string): BuilderProblem => ({ index: 0, part, message, missing: false });
  it.each([
    ['a key problem beside the key', [problem('key', 'Taken.')], { key: { __errors: ['Taken.'] } }],
    ['a length problem beside the minimum', [problem('length', 'Min above max.')], { minLength: { __errors: ['Min above max.'] } }],
    ['two problems of the choices, both', [problem('options', 'A.'), problem('options', 'B.')], { options: { __errors: ['A.', 'B.'] } }],
    ['none, no errors', [], undefined],
  ])('%s', (_sentence, problems, errors) => {
    expect(fieldEditorErrors(problems)).toEqual(errors);
  });
});
