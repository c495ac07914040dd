import { describe, expect, it } from 'vitest';
import { FIELD_INPUT_TYPES } from '../../../../src/shared/formats';
import {
  BUILDER_INPUT_TYPES,
  buildForm,
  fieldsFromForm,
  type BuilderField,
  type BuilderInputType,
} from '../../../../src/console/rules/formBuilder';
import {
  builderProblems,
  keyAfterLabelChange,
  keyFromLabel,
  moveField,
  uniqueKey,
  withInputType,
} from '../../../../src/console/rules/formBuilderChecks';
import { createAjv } from '../../../../src/shared/validator';
import dynamicFormSeeds from '../../../../seeds/dynamic-forms.json';

const field = (inputType: BuilderInputType, extra: Partial<BuilderField> = {}): BuilderField => ({
  key: 'answer',
  label: 'Answer',
  inputType,
  required: false,
  ...(inputType === 'select' || inputType === 'radio' || inputType === 'checkboxes' ? { options: ['A', 'B'] } : {}),
  ...extra,
});

describe('buildForm: each input type → JSON Schema (+ our format) and UI schema', () => {
  it.each<[BuilderInputType, Record<string, unknown>, Record<string, unknown> | undefined]>([
    ['text', { type: 'string', title: 'Answer' }, undefined],
    ['email', { type: 'string', title: 'Answer', format: 'email' }, undefined],
    ['number', { type: 'string', title: 'Answer', format: 'number' }, undefined],
    ['password', { type: 'string', title: 'Answer', format: 'password' }, { 'ui:widget': 'password' }],
    ['search', { type: 'string', title: 'Answer', format: 'search' }, undefined],
    ['tel', { type: 'string', title: 'Answer', format: 'tel' }, undefined],
    ['url', { type: 'string', title: 'Answer', format: 'url' }, undefined],
    ['color', { type: 'string', title: 'Answer', format: 'color' }, { 'ui:widget': 'color' }],
    ['alphanumeric', { type: 'string', title: 'Answer', format: 'alphanumeric' }, undefined],
    ['alphanumericWithSpaces', { type: 'string', title: 'Answer', format: 'alphanumericWithSpaces' }, undefined],
    ['alphabetsOnly', { type: 'string', title: 'Answer', format: 'alphabetsOnly' }, undefined],
    ['alphabetsWithSpaces', { type: 'string', title: 'Answer', format: 'alphabetsWithSpaces' }, undefined],
    ['numericOnly', { type: 'string', title: 'Answer', format: 'numericOnly' }, undefined],
    ['numericWithSpaces', { type: 'string', title: 'Answer', format: 'numericWithSpaces' }, undefined],
    ['genericString', { type: 'string', title: 'Answer', format: 'genericString' }, undefined],
    ['urlOrDomain', { type: 'string', title: 'Answer', format: 'urlOrDomain' }, undefined],
    ['workEmail', { type: 'string', title: 'Answer', format: 'workEmail' }, undefined],
    ['textarea', { type: 'string', title: 'Answer' }, { 'ui:widget': 'textarea' }],
    ['date', { type: 'string', title: 'Answer', format: 'date' }, undefined],
    ['checkbox', { type: 'boolean', title: 'Answer' }, undefined],
    ['select', { type: 'string', title: 'Answer', enum: ['A', 'B'] }, undefined],
    ['radio', { type: 'string', title: 'Answer', enum: ['A', 'B'] }, { 'ui:widget': 'radio' }],
    [
      'checkboxes',
      { type: 'array', title: 'Answer', uniqueItems: true, items: { type: 'string', enum: ['A', 'B'] } },
      { 'ui:widget': 'checkboxes' },
    ],
  ])('%s', (inputType, schema, ui) => {
    const built = buildForm([field(inputType)]);
    expect(built.schema.properties.answer).toEqual(schema);
    expect(built.uiSchema.answer).toEqual(ui);
  });

  it('covers every docs/product.md §3 input type', () => {
    expect(BUILDER_INPUT_TYPES).toEqual(expect.arrayContaining([...FIELD_INPUT_TYPES]));
  });

  it('puts required keys in `required`, the order in ui:order, help and placeholder in the UI schema', () => {
    const built = buildForm([
      field('text', {
        key: 'name',
        label: 'Name',
        required: true,
        placeholder: 'Jane Doe',
        pattern: '^[A-Z]',
        minLength: 2,
        maxLength: 40,
      }),
      field('workEmail', { key: 'email', label: 'Work e-mail', required: true, help: 'Your company address' }),
      field('radio', { key: 'size', label: 'Team size', options: ['1–10', '11–50'] }),
    ]);
    expect(built.schema.required).toEqual(['name', 'email']);
    expect(built.uiSchema['ui:order']).toEqual(['name', 'email', 'size']);
    expect(built.schema.properties.name).toEqual({ type: 'string', title: 'Name', pattern: '^[A-Z]', minLength: 2, maxLength: 40 });
    expect(built.uiSchema.name).toEqual({ 'ui:placeholder': 'Jane Doe' });
    expect(built.uiSchema.email).toEqual({ 'ui:help': 'Your company address' });
    expect(built.schema.properties.size?.enum).toEqual(['1–10', '11–50']);
  });

  it('leaves `required` out when nothing is required, and asks a required group for one tick', () => {
    expect(buildForm([field('text')]).schema).not.toHaveProperty('required');
    expect(buildForm([field('checkboxes', { required: true })]).schema.properties.answer?.minItems).toBe(1);
  });

  it('builds schemas the shared ajv compiles, refusing a personal address in a workEmail field', () => {
    const { schema } = buildForm([field('workEmail', { key: 'email', required: true })]);
    const validate = createAjv().compile(schema);
    expect(validate({ email: 'ceo@gmail.com' })).toBe(false);
    expect(validate({ email: 'ceo@northwind.example.com' })).toBe(true);
  });
});

describe('fieldsFromForm: back from a stored form to builder fields', () => {
  it('round-trips every input type with all its settings', () => {
    const fields: BuilderField[] = BUILDER_INPUT_TYPES.map((inputType, i) => ({
      ...field(inputType, { key: `f${i}`, label: `Field ${i}`, required: i % 2 === 0, help: `Help ${i}` }),
      ...(inputType === 'tel' ? { pattern: '^\\+91', minLength: 8, maxLength: 14, placeholder: '+91…' } : {}),
    }));
    const built = buildForm(fields);
    expect(fieldsFromForm(built.schema, built.uiSchema)).toEqual(fields);
  });

  it('follows ui:order, then any property it leaves out', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } } };
    expect(fieldsFromForm(schema, { 'ui:order': ['c', 'a'] }).map((f) => f.key)).toEqual(['c', 'a', 'b']);
    expect(fieldsFromForm(schema, { 'ui:order': ['b', '*'] }).map((f) => f.key)).toEqual(['b', 'a', 'c']);
  });

  it('keeps shapes the builder does not make as custom fields, untouched on the way back', () => {
    const sample = dynamicFormSeeds.find((s) => s.dynamicform_name === 'Post-event feedback')!;
    const fields = fieldsFromForm(sample.dynamicform_json_schema, sample.dynamicform_ui_schema);
    expect(fields.map((f) => [f.key, f.inputType])).toEqual([
      ['overall', 'custom'],
      ['best_session', 'text'],
      ['improve', 'textarea'],
      ['attend_again', 'checkbox'],
    ]);
    expect(fields[0]).toMatchObject({
      label: 'Overall rating',
      required: true,
      custom: { schema: { type: 'integer', minimum: 1, maximum: 5 }, ui: { 'ui:widget': 'range' } },
    });
    const built = buildForm(fields);
    expect(built.schema).toEqual(sample.dynamicform_json_schema);
    expect(built.uiSchema).toEqual({ ...sample.dynamicform_ui_schema, 'ui:order': ['overall', 'best_session', 'improve', 'attend_again'] });
  });

  it('reads every seeded dynamic form back into the same schema, a required group now asking for one tick', () => {
    for (const sample of dynamicFormSeeds) {
      const ui = (sample as { dynamicform_ui_schema?: Record<string, unknown> }).dynamicform_ui_schema ?? {};
      const built = buildForm(fieldsFromForm(sample.dynamicform_json_schema, ui));
      const expected = structuredClone(sample.dynamicform_json_schema) as unknown as {
        required?: string[];
        properties: Record<string, Record<string, unknown>>;
      };
      for (const [key, prop] of Object.entries(expected.properties)) {
        if (prop.type === 'array' && expected.required?.includes(key)) prop.minItems = 1;
      }
      expect(built.schema, sample.dynamicform_name).toEqual(expected);
    }
  });
});

describe('builder checks and edits', () => {
  it.each([
    [[field('text', { label: '' })], 'label', 'Field 1 needs a label.'],
    [[field('text', { key: '' })], 'key', 'Answer needs a key.'],
    [[field('text', { key: 'Work Email' })], 'key', 'The key Work Email must start with a lower-case letter'],
    [[field('text'), field('tel')], 'key', 'The key answer is used by more than one field.'],
    [[field('select', { options: [] })], 'options', 'Answer needs at least one choice.'],
    [[field('radio', { options: ['Yes', 'Yes'] })], 'options', 'Answer lists the choice Yes twice.'],
    [[field('text', { pattern: '(' })], 'pattern', 'The pattern of Answer is not a valid regular expression.'],
    [[field('text', { minLength: 5, maxLength: 2 })], 'length', 'The minimum length of Answer is greater than its maximum.'],
  ] as const)('%#: %s → %s', (fields, part, message) => {
    const problems = builderProblems(fields);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.part).toBe(part);
    expect(problems[0]!.message).toContain(message);
  });

  it('tells missing parts (said on Save) from wrong ones (said at once)', () => {
    expect(builderProblems([field('select', { label: '', options: [] })]).map((p) => [p.part, p.missing])).toEqual([
      ['label', true],
      ['options', true],
    ]);
    expect(builderProblems([field('text', { key: 'Bad' })])[0]!.missing).toBe(false);
  });

  it('lets a new field’s key follow its label until the manager types one', () => {
    expect(keyAfterLabelChange(field('text', { key: 'field', label: '' }), 'Work e-mail', [])).toBe('work_e_mail');
    expect(keyAfterLabelChange(field('text', { key: 'work_e', label: 'Work e' }), 'Work e-mail', [])).toBe('work_e_mail');
    expect(keyAfterLabelChange(field('text', { key: 'field_2', label: '' }), 'Email', ['email'])).toBe('email_2');
    expect(keyAfterLabelChange(field('text', { key: 'contact', label: 'Work e' }), 'Work e-mail', [])).toBe('contact');
  });

  it('finds nothing wrong with complete fields', () => {
    expect(builderProblems([field('text'), field('select', { key: 'choice' })])).toEqual([]);
  });

  it.each([
    ['Work e-mail', 'work_e_mail'],
    ['  Full Name ', 'full_name'],
    ['Número de teléfono', 'numero_de_telefono'],
    ['2nd address', 'field_2nd_address'],
    ['!!!', 'field'],
  ])('keyFromLabel(%j) → %j', (label, key) => {
    expect(keyFromLabel(label)).toBe(key);
  });

  it('makes keys unique and moves fields within bounds', () => {
    expect(uniqueKey('email', ['email', 'email_2'])).toBe('email_3');
    expect(moveField(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveField(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveField(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('drops settings that no longer apply when the input type changes', () => {
    expect(withInputType(field('select'), 'tel')).toEqual({ key: 'answer', label: 'Answer', inputType: 'tel', required: false });
    expect(withInputType(field('text', { pattern: 'x', maxLength: 3 }), 'radio')).toEqual({
      key: 'answer',
      label: 'Answer',
      inputType: 'radio',
      required: false,
      options: [],
    });
  });
});
