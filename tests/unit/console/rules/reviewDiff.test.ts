import { describe, expect, it } from 'vitest';
import type { RecordSchema } from '../../../../src/shared/registry';
import { blockDiff, displayValue, fieldAtPath } from '../../../../src/console/rules/reviewDiff';

const schema: RecordSchema = {
  type: 'object',
  properties: {
    zone_name: { type: 'string', title: 'Zone name' },
    zone_capacity: { type: 'integer', title: 'Capacity' },
    zone_open: { type: 'boolean', title: 'Open' },
    starts_at: { type: 'string', title: 'Starts', format: 'date-time' },
    day: { type: 'string', title: 'Day', format: 'date' },
    links: { type: 'array', title: 'Links', items: { type: 'object', properties: { href: { type: 'string', title: 'Address' } } } },
  },
};

describe('a block as field rows', () => {
  it('CREATE shows the new version only', () => {
    const diff = blockDiff(schema, { action: 'CREATE', before: null, after: { zone_name: 'Hall A', zone_capacity: 200 } });
    expect(diff.columns).toBe('after');
    expect(diff.changes.map((c) => [c.title, c.kind, c.after])).toEqual([
      ['Zone name', 'added', 'Hall A'],
      ['Capacity', 'added', 200],
    ]);
    expect(diff.unchanged).toEqual([]);
  });

  it('DELETE shows the live version only', () => {
    const diff = blockDiff(schema, { action: 'DELETE', before: { zone_name: 'Hall A' }, after: null });
    expect(diff.columns).toBe('before');
    expect(diff.changes).toEqual([{ path: 'zone_name', title: 'Zone name', before: 'Hall A', after: undefined, kind: 'removed' }]);
  });

  it('UPDATE splits changed fields from unchanged ones', () => {
    const before = { zone_name: 'Hall A', zone_capacity: 200, links: [{ href: 'a' }, { href: 'b' }] };
    const after = { zone_name: 'Hall A', zone_capacity: 250, zone_open: false, links: [{ href: 'a' }, { href: 'c' }] };
    const diff = blockDiff(schema, { action: 'UPDATE', before, after });
    expect(diff.columns).toBe('both');
    expect(diff.changes.map((c) => [c.path, c.kind])).toEqual([
      ['zone_capacity', 'changed'],
      ['zone_open', 'added'],
      ['links[1].href', 'changed'],
    ]);
    expect(diff.unchanged).toEqual([
      { path: 'zone_name', title: 'Zone name', value: 'Hall A' },
      { path: 'links[0].href', title: 'Links › 1 › Address', value: 'a' },
    ]);
  });
});

describe('values as a manager reads them', () => {
  it.each([
    [undefined, undefined, '—'],
    [null, undefined, '—'],
    ['', undefined, '—'],
    [[], undefined, '—'],
    [true, undefined, 'Yes'],
    [false, undefined, 'No'],
    [250, undefined, '250'],
    [['Lunch', 'Expo'], undefined, 'Lunch, Expo'],
    ['2026-03-05T14:30:00Z', schema.properties.starts_at, '05-Mar-2026 02:30 PM UTC'],
    ['2026-03-05', schema.properties.day, '05-Mar-2026'],
    ['not a date', schema.properties.starts_at, 'not a date'],
    [{ a: 1 }, undefined, '{"a":1}'],
  ])('%j → %s', (value, field, text) => {
    expect(displayValue(value, field)).toBe(text);
  });

  it.each([
    ['zone_name', 'Zone name'],
    ['links[1].href', 'Address'],
    ['links.1.href', 'Address'],
    ['nope', undefined],
    ['', undefined],
  ])('the field at %s is titled %s', (path, title) => {
    expect(fieldAtPath(schema, path)?.title).toBe(title);
  });
});
