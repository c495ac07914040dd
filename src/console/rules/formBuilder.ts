/**
 * The dynamic form builder's model (docs/product.md §3 input types, docs/architecture.md §5): an ordered list of fields
 * a manager edits, turned into the JSON Schema + rjsf UI schema a dynamic form is stored as, and
 * read back from one. Pure, so the console and tests share it; checks live in formBuilderChecks.ts.
 */
import { FIELD_INPUT_TYPES, type FieldInputType } from '../../shared/formats';

/** Choice types hold a list of options; the rest are typed in or ticked. */
export const CHOICE_INPUT_TYPES = ['select', 'radio', 'checkboxes'] as const;

/**
 * docs/product.md §3's input types, plus the work e-mail rule of §5 and the shapes a form needs beyond one
 * line of text. Each string type becomes our ajv `format`, so the server and the preview agree.
 */
export const BUILDER_INPUT_TYPES = [...FIELD_INPUT_TYPES, 'workEmail', 'textarea', 'date', 'checkbox', ...CHOICE_INPUT_TYPES] as const;
export type BuilderInputType = (typeof BUILDER_INPUT_TYPES)[number];

type Json = Record<string, unknown>;

export interface BuilderField {
  key: string;
  label: string;
  /** `custom`: a shape the builder does not make (a rating slider, a number), kept as found. */
  inputType: BuilderInputType | 'custom';
  required: boolean;
  help?: string;
  placeholder?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  options?: string[];
  /** Only for `custom`: the property's schema and UI schema, untouched. */
  custom?: { schema: Json; ui?: Json };
}

export interface BuiltForm {
  schema: { type: 'object'; required?: string[]; properties: Record<string, Json> };
  uiSchema: Json;
}

const FORMAT_TYPES: ReadonlySet<string> = new Set<string>([...FIELD_INPUT_TYPES.filter((t) => t !== 'text'), 'workEmail']);
const WIDGETS: Partial<Record<BuilderInputType, string>> = {
  password: 'password',
  color: 'color',
  textarea: 'textarea',
  radio: 'radio',
  checkboxes: 'checkboxes',
};

export const isChoiceType = (type: BuilderField['inputType']): boolean => (CHOICE_INPUT_TYPES as readonly string[]).includes(type);

/** Typed-in text: pattern and length limits make sense only there. */
export const isTextType = (type: BuilderField['inputType']): boolean => type === 'text' || type === 'textarea' || FORMAT_TYPES.has(type);

function fieldSchema(field: BuilderField): Json {
  const { inputType } = field;
  if (inputType === 'custom') return { ...(field.custom?.schema ?? {}), title: field.label };
  const title = field.label;
  if (inputType === 'checkbox') return { type: 'boolean', title };
  if (inputType === 'checkboxes') {
    // An empty list passes `required`; asking for one tick is what a required group means.
    return {
      type: 'array',
      title,
      uniqueItems: true,
      items: { type: 'string', enum: field.options ?? [] },
      ...(field.required ? { minItems: 1 } : {}),
    };
  }
  if (isChoiceType(inputType)) return { type: 'string', title, enum: field.options ?? [] };
  if (inputType === 'date') return { type: 'string', title, format: 'date' };
  const text: Json = { type: 'string', title };
  if (FORMAT_TYPES.has(inputType)) text.format = inputType;
  if (field.pattern) text.pattern = field.pattern;
  if (field.minLength !== undefined) text.minLength = field.minLength;
  if (field.maxLength !== undefined) text.maxLength = field.maxLength;
  return text;
}

function fieldUi(field: BuilderField): Json {
  const out: Json = field.inputType === 'custom' ? { ...(field.custom?.ui ?? {}) } : {};
  const widget = field.inputType === 'custom' ? undefined : WIDGETS[field.inputType];
  if (widget) out['ui:widget'] = widget;
  if (field.help) out['ui:help'] = field.help;
  else delete out['ui:help'];
  if (field.placeholder) out['ui:placeholder'] = field.placeholder;
  else delete out['ui:placeholder'];
  return out;
}

/** The fields as the stored JSON Schema and UI schema; their order becomes `ui:order`. */
export function buildForm(fields: readonly BuilderField[]): BuiltForm {
  const properties: Record<string, Json> = {};
  const uiSchema: Json = { 'ui:order': fields.map((f) => f.key) };
  for (const field of fields) {
    properties[field.key] = fieldSchema(field);
    const ui = fieldUi(field);
    if (Object.keys(ui).length > 0) uiSchema[field.key] = ui;
  }
  const required = fields.filter((f) => f.required).map((f) => f.key);
  return { schema: { type: 'object', ...(required.length > 0 ? { required } : {}), properties }, uiSchema };
}

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** Keys the builder writes for each shape; anything more means the field came from elsewhere. */
const TEXT_KEYS = new Set(['type', 'title', 'format', 'pattern', 'minLength', 'maxLength']);
const CHOICE_KEYS = new Set(['type', 'title', 'enum']);
const GROUP_KEYS = new Set(['type', 'title', 'uniqueItems', 'items', 'minItems']);
const onlyKeys = (node: Json, allowed: ReadonlySet<string>) => Object.keys(node).every((k) => allowed.has(k));

/** The builder type a property was made with, or `custom` when the builder could not have made it. */
function inputTypeOf(prop: Json, widget: unknown): BuilderField['inputType'] {
  const { type, format } = prop;
  if (type === 'boolean' && onlyKeys(prop, CHOICE_KEYS) && prop.enum === undefined) return 'checkbox';
  if (type === 'array' && onlyKeys(prop, GROUP_KEYS) && isJson(prop.items) && prop.items.type === 'string' && strings(prop.items.enum))
    return 'checkboxes';
  if (type !== 'string') return 'custom';
  if (prop.enum !== undefined)
    return strings(prop.enum) && onlyKeys(prop, CHOICE_KEYS) ? (widget === 'radio' ? 'radio' : 'select') : 'custom';
  if (!onlyKeys(prop, TEXT_KEYS)) return 'custom';
  if (format === 'date')
    return prop.pattern === undefined && prop.minLength === undefined && prop.maxLength === undefined ? 'date' : 'custom';
  if (format === undefined) return widget === 'textarea' ? 'textarea' : 'text';
  return typeof format === 'string' && FORMAT_TYPES.has(format) ? (format as FieldInputType | 'workEmail') : 'custom';
}

function withoutUndefined(field: BuilderField): BuilderField {
  return Object.fromEntries(Object.entries(field).filter(([, v]) => v !== undefined)) as unknown as BuilderField;
}

/** A stored dynamic form back into builder fields, in `ui:order` (then any property it omits). */
export function fieldsFromForm(schema: unknown, uiSchema: unknown = {}): BuilderField[] {
  const properties = isJson(schema) && isJson(schema.properties) ? schema.properties : {};
  const ui = isJson(uiSchema) ? uiSchema : {};
  const required = new Set(isJson(schema) ? (strings(schema.required) ?? []) : []);
  const order = (strings(ui['ui:order']) ?? []).filter((k) => k in properties);
  const keys = [...new Set([...order, ...Object.keys(properties)])];
  return keys.map((key) => {
    const prop = isJson(properties[key]) ? properties[key] : {};
    const fieldUiSchema = isJson(ui[key]) ? ui[key] : {};
    const inputType = inputTypeOf(prop, fieldUiSchema['ui:widget']);
    const base: BuilderField = {
      key,
      label: text(prop.title) ?? key,
      inputType,
      required: required.has(key),
      help: text(fieldUiSchema['ui:help']),
      placeholder: text(fieldUiSchema['ui:placeholder']),
    };
    if (inputType === 'custom') {
      const { title: _title, ...rest } = prop;
      const { 'ui:help': _help, 'ui:placeholder': _placeholder, ...restUi } = fieldUiSchema;
      return withoutUndefined({ ...base, custom: { schema: rest, ...(Object.keys(restUi).length > 0 ? { ui: restUi } : {}) } });
    }
    const options = inputType === 'checkboxes' ? strings((prop.items as Json).enum) : strings(prop.enum);
    return withoutUndefined({
      ...base,
      options: isChoiceType(inputType) ? options : undefined,
      pattern: text(prop.pattern),
      minLength: count(prop.minLength),
      maxLength: count(prop.maxLength),
    });
  });
}
