import { describe, expect, it } from 'vitest';
import type { RecordSchema } from '../../../../src/shared/registry';
import { diffRecords } from '../../../../src/console/rules/recordDiff';

const schema: RecordSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Pass name' },
    capacity: { type: 'integer', title: 'Passes available' },
    zone_ids: { type: 'array', title: 'Zones included', items: { type: 'integer' } },
    active: { type: 'boolean', title: 'On sale' },
    product_service: {
      type: 'object',
      title: 'Product',
      properties: { crm: { type: 'string', title: 'Name in CRM' } },
    },
    items: {
      type: 'array',
      title: 'Agenda items',
      items: { type: 'object', properties: { title: { type: 'string', title: 'Title' }, minutes: { type: 'integer', title: 'Length' } } },
    },
  },
};

describe('diffRecords: field-by-field differences titled from the schema', () => {
  it.each([
    ['no change gives no rows', { name: 'VIP' }, { name: 'VIP' }, []],
    [
      'a changed scalar',
      { name: 'VIP' },
      { name: 'VIP Pass' },
      [{ path: 'name', title: 'Pass name', before: 'VIP', after: 'VIP Pass', kind: 'changed' }],
    ],
    [
      'a field filled in',
      { name: 'VIP' },
      { name: 'VIP', capacity: 80 },
      [{ path: 'capacity', title: 'Passes available', before: undefined, after: 80, kind: 'added' }],
    ],
    [
      'a field cleared to null',
      { capacity: 80 },
      { capacity: null },
      [{ path: 'capacity', title: 'Passes available', before: 80, after: undefined, kind: 'removed' }],
    ],
    [
      'false is a value, not an absence',
      { active: true },
      { active: false },
      [{ path: 'active', title: 'On sale', before: true, after: false, kind: 'changed' }],
    ],
    [
      'a list of scalars is one value',
      { zone_ids: [1, 2] },
      { zone_ids: [1, 2, 3] },
      [{ path: 'zone_ids', title: 'Zones included', before: [1, 2], after: [1, 2, 3], kind: 'changed' }],
    ],
    ['an empty list reads as no list', { zone_ids: [] }, {}, []],
    [
      'a nested object is followed to its leaves',
      { product_service: { crm: 'FOW-1' } },
      { product_service: { crm: 'FOW-2' } },
      [{ path: 'product_service.crm', title: 'Product › Name in CRM', before: 'FOW-1', after: 'FOW-2', kind: 'changed' }],
    ],
    [
      'a list of objects is compared item by item, numbered from 1',
      {
        items: [
          { title: 'Opening', minutes: 10 },
          { title: 'Keynote', minutes: 45 },
        ],
      },
      { items: [{ title: 'Opening', minutes: 10 }, { title: 'Keynote', minutes: 60 }, { title: 'Lunch' }] },
      [
        { path: 'items[1].minutes', title: 'Agenda items › 2 › Length', before: 45, after: 60, kind: 'changed' },
        { path: 'items[2].title', title: 'Agenda items › 3 › Title', before: undefined, after: 'Lunch', kind: 'added' },
      ],
    ],
    [
      'an undeclared key keeps its own name as title',
      { legacy_code: 'A' },
      { legacy_code: 'B' },
      [{ path: 'legacy_code', title: 'legacy_code', before: 'A', after: 'B', kind: 'changed' }],
    ],
    ['object key order does not matter', { product_service: { crm: 'X', a: 1 } }, { product_service: { a: 1, crm: 'X' } }, []],
  ] as const)('%s', (_case, before, after, expected) => {
    expect(diffRecords(schema, before, after)).toEqual(expected);
  });

  it('a new record (before null) lists every filled field as added, in schema order', () => {
    const rows = diffRecords(schema, null, { product_service: { crm: 'X' }, name: 'VIP', capacity: null });
    expect(rows.map((r) => [r.path, r.kind])).toEqual([
      ['name', 'added'],
      ['product_service.crm', 'added'],
    ]);
  });

  it('a deleted record (after null) lists every field as removed', () => {
    const rows = diffRecords(schema, { name: 'VIP', items: [{ title: 'Opening' }] }, null);
    expect(rows).toEqual([
      { path: 'name', title: 'Pass name', before: 'VIP', after: undefined, kind: 'removed' },
      { path: 'items[0].title', title: 'Agenda items › 1 › Title', before: 'Opening', after: undefined, kind: 'removed' },
    ]);
  });

  it('works without a schema, titling by key', () => {
    expect(diffRecords(undefined, { a: { b: 1 } }, { a: { b: 2 } })).toEqual([
      { path: 'a.b', title: 'a › b', before: 1, after: 2, kind: 'changed' },
    ]);
  });
});
