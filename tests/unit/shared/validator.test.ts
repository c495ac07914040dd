import type { ErrorObject } from 'ajv';
import { createAjv, describeAjvErrors, formatFieldPath } from '../../../src/shared/validator';

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['zone_name', 'zone_capacity'],
  properties: {
    zone_name: { type: 'string', title: 'Zone name', minLength: 3, maxLength: 10 },
    zone_capacity: { type: 'integer', title: 'Capacity', minimum: 1, maximum: 500 },
    zone_code: { type: 'string', pattern: '^[A-Z]{3}$' },
    contact: { type: 'string', title: 'Contact e-mail', format: 'workEmail' },
    starts_on: { type: 'string', title: 'Start date', format: 'date' },
    tax_mode: { type: 'string', title: 'Tax mode', enum: ['pretax', 'posttax'] },
    kind: { const: 'zone' },
    note: { type: 'string', title: 'Note', minLength: 1 },
    tags: { type: 'array', title: 'Tags', minItems: 1, maxItems: 2, items: { type: 'string' } },
    prices: {
      type: 'array',
      items: { $ref: '#/definitions/price' },
    },
  },
  definitions: {
    price: {
      type: 'object',
      required: ['amount', 'currency'],
      properties: {
        amount: { type: 'number', title: 'Amount', exclusiveMinimum: 0 },
        currency: { type: 'string', title: 'Currency' },
      },
    },
  },
} as const;

const ajv = createAjv();
const validate = ajv.compile(schema);
const base = { zone_name: 'Hall A', zone_capacity: 10 };

function messagesFor(data: unknown, withSchema = true): { field: string; message: string }[] {
  expect(validate(data)).toBe(false);
  return describeAjvErrors(validate.errors, withSchema ? schema : undefined);
}

describe('describeAjvErrors', () => {
  it.each<[keyword: string, data: Record<string, unknown>, field: string, message: string]>([
    ['required', { zone_capacity: 10 }, 'zone_name', 'Zone name is required.'],
    ['additionalProperties', { ...base, foo: 1 }, 'foo', 'Unknown field foo.'],
    ['type', { ...base, zone_capacity: 'ten' }, 'zone_capacity', 'Capacity must be a whole number.'],
    [
      'format (ours)',
      { ...base, contact: 'jane@gmail.com' },
      'contact',
      'Contact e-mail must be a work e-mail address; personal addresses such as gmail.com or yahoo.com are not accepted.',
    ],
    ['format (ajv-formats)', { ...base, starts_on: '31/01/2025' }, 'starts_on', 'Start date must be a date such as 2025-01-31.'],
    ['minLength', { ...base, zone_name: 'Ha' }, 'zone_name', 'Zone name must be at least 3 characters long.'],
    ['minLength of 1', { ...base, note: '' }, 'note', 'Note must not be empty.'],
    ['maxLength', { ...base, zone_name: 'The Great Hall' }, 'zone_name', 'Zone name must be at most 10 characters long.'],
    ['minimum', { ...base, zone_capacity: 0 }, 'zone_capacity', 'Capacity must be at least 1.'],
    ['maximum', { ...base, zone_capacity: 501 }, 'zone_capacity', 'Capacity must be at most 500.'],
    ['pattern, untitled field', { ...base, zone_code: 'ab' }, 'zone_code', 'zone_code is not in the expected format.'],
    ['enum', { ...base, tax_mode: 'gross' }, 'tax_mode', 'Tax mode must be one of "pretax", "posttax".'],
    ['const', { ...base, kind: 'room' }, 'kind', 'kind must be "zone".'],
    ['minItems', { ...base, tags: [] }, 'tags', 'Tags must have at least 1 item.'],
    ['maxItems', { ...base, tags: ['a', 'b', 'c'] }, 'tags', 'Tags must have at most 2 items.'],
    ['nested required through $ref', { ...base, prices: [{ amount: 5 }] }, 'prices/0/currency', 'Currency is required.'],
    ['nested exclusiveMinimum', { ...base, prices: [{ amount: 0, currency: 'INR' }] }, 'prices/0/amount', 'Amount must be greater than 0.'],
  ])('%s', (_keyword, data, field, message) => {
    expect(messagesFor(data)).toEqual([{ field, message }]);
  });

  it('finds titles from parentSchema when no root schema is given', () => {
    expect(messagesFor({ zone_capacity: 10, contact: 'x' }, false)).toEqual([
      { field: 'zone_name', message: 'Zone name is required.' },
      { field: 'contact', message: expect.stringMatching(/^Contact e-mail must be a work e-mail address/) },
    ]);
  });

  it('names the field by its path where there is no title', () => {
    const errors: ErrorObject[] = [
      { keyword: 'required', instancePath: '/a~1b/0', schemaPath: '#/required', params: { missingProperty: 'c' } },
      { keyword: 'type', instancePath: '', schemaPath: '#/type', params: { type: 'object' } },
      { keyword: 'type', instancePath: '/x', schemaPath: '#/type', params: { type: 'string,null' } },
    ];
    expect(describeAjvErrors(errors)).toEqual([
      { field: 'a/b/0/c', message: 'a/b/0/c is required.' },
      { field: '', message: 'The value must be an object.' },
      { field: 'x', message: 'x must be text or empty.' },
    ]);
  });

  it('falls back to ajv’s own message for keywords it does not word', () => {
    const errors: ErrorObject[] = [
      { keyword: 'uniqueItems', instancePath: '/tags', schemaPath: '#/uniqueItems', params: { i: 1, j: 0 } },
      {
        keyword: 'dependencies',
        instancePath: '/tags',
        schemaPath: '#/dependencies',
        params: {},
        message: 'must have property b when property a is present',
      },
      { keyword: 'mystery', instancePath: '/tags', schemaPath: '#/mystery', params: {} },
    ];
    expect(describeAjvErrors(errors, schema)).toEqual([
      { field: 'tags', message: 'Tags must not list the same item twice (items 1 and 2 are equal).' },
      { field: 'tags', message: 'Tags must have property b when property a is present.' },
      { field: 'tags', message: 'Tags is not valid.' },
    ]);
  });

  it('returns nothing for no errors', () => {
    expect(describeAjvErrors(null)).toEqual([]);
    expect(describeAjvErrors(undefined, schema)).toEqual([]);
  });
});

describe('formatFieldPath', () => {
  it.each([
    ['', undefined, ''],
    ['', 'zone_name', 'zone_name'],
    ['/prices/0/amount', undefined, 'prices/0/amount'],
    ['/prices/0', 'currency', 'prices/0/currency'],
    ['/a~1b/c~0d', undefined, 'a/b/c~d'],
  ])('%j + %j → %j', (instancePath, missing, expected) => {
    expect(formatFieldPath(instancePath, missing)).toBe(expected);
  });
});

describe('createAjv', () => {
  it('collects all errors rather than stopping at the first', () => {
    expect(validate({ zone_name: 1, zone_capacity: 0, foo: 1 })).toBe(false);
    expect(validate.errors?.length).toBeGreaterThanOrEqual(3);
  });

  it('uses the product’s url rule (optional scheme) over ajv-formats’ own', () => {
    const check = createAjv().compile({ type: 'string', format: 'url' });
    expect(check('acme.io')).toBe(true);
    expect(check('ftp://acme.io')).toBe(false);
  });
});
