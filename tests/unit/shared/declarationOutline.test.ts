import { describe, expect, it } from 'vitest';
import { declarationOutline } from '../../../src/shared/declarationOutline';

const declaration = {
  $schema: '../entity.schema.json',
  kind: 'programs',
  label: { one: 'Program', many: 'Programs' },
  description: 'Long prose for the docs.',
  endpoints: { list: 'GET /api/programs', extra: [{ name: 'copy', call: 'POST /api/programs/copy', description: 'Copies a program.' }] },
  query: [{ name: 'search', type: 'string' }],
  parent: { kind: 'courses', field: 'course_id' },
  list: { columns: ['name'] },
  uiSchema: { name: { 'ui:autofocus': true } },
  schema: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: 'Name', description: 'Shown to visitors', maxLength: 80 },
      course_id: { type: 'integer', title: 'Course', 'x-ref': 'courses' },
      product: {
        type: 'object',
        title: 'Product',
        'x-owns': { kind: 'products', id: 'product_id' },
        properties: {
          product_id: { type: 'integer', readOnly: true, title: 'Product', 'x-ref': 'products' },
          product_name: { type: 'string', title: 'Name' },
        },
      },
      tags: { type: 'array', title: 'Tags', items: { type: 'string', title: 'Tag', 'x-options': 'tags' } },
      notes: { type: 'array', items: { type: 'string' } },
    },
  },
};

const outline = declarationOutline(declaration) as unknown as typeof declaration;
const fields = outline.schema.properties as Record<string, unknown>;

describe('declarationOutline: what every route carries of a kind it does not show', () => {
  it.each<[string, unknown, unknown]>([
    [
      'the kind, labels and parent stay',
      [outline.kind, outline.label, outline.parent],
      [declaration.kind, declaration.label, declaration.parent],
    ],
    [
      'the endpoints stay, without their prose',
      outline.endpoints,
      { list: 'GET /api/programs', extra: [{ name: 'copy', call: 'POST /api/programs/copy' }] },
    ],
    [
      'the list, its query parameters, the prose and the $schema link go',
      [outline.list, outline.query, outline.description, outline.$schema],
      [undefined, undefined, undefined, undefined],
    ],
    ['the form goes, leaving an empty uiSchema', outline.uiSchema, {}],
    ['only the fields that tie kinds together stay', Object.keys(fields), ['course_id', 'product', 'tags']],
    ['the record stays an object', outline.schema.type, 'object'],
    ['a reference keeps its x-ref, without title or checks', fields.course_id, { type: 'integer', 'x-ref': 'courses' }],
    [
      'an owned record keeps x-owns and its nested references',
      fields.product,
      {
        type: 'object',
        'x-owns': { kind: 'products', id: 'product_id' },
        properties: { product_id: { type: 'integer', readOnly: true, 'x-ref': 'products' } },
      },
    ],
    ['a list keeps what its items refer to', fields.tags, { type: 'array', items: { type: 'string', 'x-options': 'tags' } }],
  ])('%s', (_sentence, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('leaves the declaration it was given as it was', () => {
    expect(declaration.schema.properties.name.title).toBe('Name');
    expect(declaration.list).toEqual({ columns: ['name'] });
  });
});
