import { describe, expect, it } from 'vitest';
import { consoleRegistry } from '../../../src/console/engine/registry';
import { rowActions } from '../../../src/console/engine/capabilities';
import { initialData } from '../../../src/console/engine/edit/formData';
import { copyData as copyOf } from '../../../src/shared/rules/copyData';
import { sameData } from '../../../src/shared/rules/sameData';
import { errorSchemaFrom, mergeErrorSchemas, pathFromId, withErrorsAt } from '../../../src/console/engine/edit/fieldErrors';
import { uiSchemaFor } from '../../../src/console/engine/edit/uiSchemaFor';
import { readSub, withSub } from '../../../src/console/engine/edit/subParam';
import { columnSpecs, formatCell } from '../../../src/console/engine/list/columnSpecs';
import { filterControls, listRequest, readListState, writeListState } from '../../../src/console/engine/list/listState';
import { listPageAt, matchEntityPath, parseRest } from '../../../src/shared/rules/entityPath';
import { recordPath } from '../../../src/console/engine/routing';

const zones = consoleRegistry.get('event-zones');
const speakers = consoleRegistry.get('speakers');
const prices = consoleRegistry.get('prodserv-prices');
const params = (query: string) => new URLSearchParams(query);

describe('console registry', () => {
  it('bundles every declaration of schemas/, trusted (CI checked them)', () => {
    expect(consoleRegistry.all().length).toBeGreaterThanOrEqual(28);
    expect(
      consoleRegistry
        .children('product-services')
        .map((d) => d.kind)
        .sort(),
    ).toEqual(['prodserv-offers', 'prodserv-prices', 'prodserv-updowns']);
  });
});

describe('routing: an address names a kind and a page', () => {
  it.each([
    ['/make/entities/zones', 'event-zones', { page: 'list' }],
    ['/make/entities/zones/new', 'event-zones', { page: 'record', mode: 'ADD' }],
    ['/make/entities/zones/12', 'event-zones', { page: 'record', mode: 'VIEW', id: '12' }],
    ['/make/entities/zones/12/edit', 'event-zones', { page: 'record', mode: 'EDIT', id: '12' }],
    ['/make/entities/zones/12/copy', 'event-zones', { page: 'record', mode: 'COPY', id: '12' }],
    ['/make/entities/zones/12/pending', 'event-zones', { page: 'record', mode: 'VIEW_TEMP', id: '12' }],
    ['/make/speakers-list/3/edit', 'speakers-list', { page: 'record', mode: 'EDIT', id: '3' }],
    ['/make/generic/forms', 'generic-forms', { page: 'list' }],
    ['/make/entities/zones/12/rename', 'event-zones', undefined],
    ['/make/entities/zones/0', 'event-zones', undefined],
  ])('%s is %s, page %j', (path, kind, page) => {
    const match = matchEntityPath(consoleRegistry, path);
    expect(match?.decl.kind).toBe(kind);
    expect(parseRest(match!.rest)).toEqual(page);
  });

  it('an address no kind owns matches nothing', () => {
    expect(matchEntityPath(consoleRegistry, '/make/entities/unicorns')).toBeUndefined();
  });

  it.each([
    ["a kind's own address", '/make/entities/zones', 'event-zones'],
    ["a form kind's own address", '/make/dynamic/forms', 'dynamic-forms'],
    ['a record page', '/make/entities/zones/12/edit', undefined],
    ['a new record', '/make/entities/zones/new', undefined],
    ["a singleton's address (it shows its one record)", '/make/entities/course-seo', undefined],
    ["a singleton that wraps its record's address", '/make/entities/event', undefined],
    ['an address no kind owns', '/make/entities/unicorns', undefined],
  ])('the list page at %s is %s', (_what, path, kind) => {
    expect(listPageAt(consoleRegistry, path)?.kind).toBe(kind);
  });

  it('record pages are built the way they are read', () => {
    expect(recordPath('/make/entities/zones', 'VIEW_TEMP', 7)).toBe('/make/entities/zones/7/pending');
    expect(readSub(withSub(params('page=2'), 'prodserv-prices', 'EDIT', 5))).toEqual({ kind: 'prodserv-prices', mode: 'EDIT', id: '5' });
    expect(withSub(params('sub=prodserv-prices%2Fnew&page=2')).toString()).toBe('page=2');
  });

  it.each([
    [
      'a drawer inside a drawer keeps its own key',
      'sub=course-programs%2F4%2Fedit',
      1,
      'sub=course-programs%2F4%2Fedit&sub1=prodserv-prices%2Fnew',
    ],
    [
      'opening another record closes the drawers inside the old one',
      'sub=course-programs%2F4%2Fedit&sub1=prodserv-prices%2Fnew',
      0,
      'sub=prodserv-prices%2Fnew',
    ],
  ] as const)('%s', (_rule, before, level, after) => {
    expect(withSub(params(before), 'prodserv-prices', 'ADD', undefined, level).toString()).toBe(after);
  });
});

describe('list state lives in the address', () => {
  it('defaults to the declaration (sort created_at desc, 25 a page) and leaves defaults out of the address', () => {
    const state = readListState(zones, params(''));
    expect(state).toEqual({ page: 1, size: 25, sort: 'created_at', order: 'desc', search: '', filters: {} });
    expect(writeListState(zones, params('sub=x'), { ...state, page: 2, search: ' Hall ' }).toString()).toBe('sub=x&page=2&q=Hall');
  });

  it.each([
    ['a bad page number falls back to 1', 'page=-3', '', { page: 1 }],
    ['a page size above 100 is capped', 'size=500', '', { size: 100 }],
    ['an unknown order falls back to the default', 'order=sideways', '', { order: 'desc' }],
    ['a sub-list reads only its own prefixed keys', 'prices.page=3&page=9', 'prices.', { page: 3 }],
    ['the page list ignores a sub-list’s keys', 'prices.q=early', '', { search: '' }],
  ])('%s', (_case, query, prefix, expected) => {
    expect(readListState(zones, params(query), prefix)).toMatchObject(expected);
  });

  it('filters go as typed JSON, declared parameters (role_id) on their own, and the parent field as itself', () => {
    const state = readListState(speakers, params('f.role_id=2&f.speaker_active=false&f.all_roles=true'));
    expect(listRequest(speakers, state, { field: 'x_parent_id', id: 9 })).toMatchObject({
      filters: { speaker_active: false },
      params: { role_id: 2, all_roles: true, x_parent_id: 9 },
    });
    expect(filterControls(speakers).map((c) => c.key)).toEqual(['role_id', 'speaker_active', 'all_roles']);
  });
});

describe('list cells', () => {
  const spec = (field: string) => columnSpecs(prices).find((s) => s.field === field)!;
  it.each([
    ['a date field in the one date format, the day as stored', 'prodservprice_valid_to', '2026-03-31', '31-Mar-2026'],
    ['a boolean as Yes or No', 'prodservprice_is_default', true, 'Yes'],
    ['an enumeration’s coded value as its words', 'prodservprice_tax_mode', 'posttax', 'Tax included'],
    ['a value the enumeration does not label as itself', 'prodservprice_tax_mode', 'legacy', 'legacy'],
    ['an empty value as nothing', 'prodservprice_amount', null, ''],
  ])('%s', (_case, field, value, text) => {
    expect(formatCell(spec(field), value, 'Asia/Kolkata')).toBe(text);
  });

  it.each([
    ['a late-evening UTC save is the next morning on an Indian website', 'Asia/Kolkata', '31-Mar-2026 01:30 AM GMT+5:30'],
    ['the same save is that evening on a New York website', 'America/New_York', '30-Mar-2026 04:00 PM EDT'],
  ])('%s', (_case, zone, text) => {
    const created = { field: 'created_at', title: 'Created', kind: 'datetime', sortable: true } as const;
    expect(formatCell(created, '2026-03-30T20:00:00Z', zone)).toBe(text);
  });

  it('reference data and refs are named elsewhere (options, ref cells)', () => {
    expect(spec('prodservprice_currency_code')).toMatchObject({ kind: 'options', source: 'currencies' });
  });
});

describe('row actions by role and record state', () => {
  const live = { status: 'live', pending_action: null, is_live: true } as const;
  it.each([
    ['a maker on a live record', live, true, ['EDIT', 'COPY', 'VIEW', 'DELETE']],
    ['a viewer on a live record', live, false, ['VIEW']],
    [
      'a maker on a never-published draft',
      { status: 'pendingreview', pending_action: 'CREATE', is_live: false },
      true,
      ['EDIT', 'COPY', 'VIEW_TEMP', 'DELETE'],
    ],
    [
      'a maker on a record waiting for deletion',
      { status: 'pendingreview', pending_action: 'DELETE', is_live: true },
      true,
      ['COPY', 'VIEW'],
    ],
  ] as const)('%s', (_case, row, isMaker, actions) => {
    expect(rowActions(zones, row, isMaker)).toEqual(actions);
  });
});

describe('edit form data', () => {
  it('a sub-list record starts under its parent, typed as the parent field is', () => {
    expect(initialData(prices, 'ADD', null, { field: 'prodservprice_prodserv_id', id: '4' })).toEqual({ prodservprice_prodserv_id: 4 });
  });

  it('a copy leaves out unique fields and the review columns', () => {
    expect(copyOf(zones, { zone_name: 'Main Stage', zone_capacity: 10 })).toEqual({ zone_capacity: 10 });
    expect(initialData(zones, 'EDIT', { zone_id: 1, zone_name: 'A', version: 3, is_live: true, status: 'live' })).toEqual({
      zone_name: 'A',
    });
  });

  it.each([
    ['an undefined key is no key', { a: 1, b: undefined }, { a: 1 }, true],
    ['null is no value', { a: null }, {}, true],
    ['a changed item of a list', { a: [1, 2] }, { a: [1, 3] }, false],
    ['false is a value', { a: false }, {}, false],
  ])('sameData: %s', (_case, a, b, same) => {
    expect(sameData(a, b)).toBe(same);
  });
});

describe('field errors', () => {
  it('server paths (prices/0/amount) become nested error schemas; merging does not repeat a message', () => {
    const server = errorSchemaFrom([
      { field: 'prices/0/amount', message: 'Amount must be at least 0.' },
      { field: 'name', message: 'Name is required.' },
    ]);
    expect(server).toEqual({
      prices: { 0: { amount: { __errors: ['Amount must be at least 0.'] } } },
      name: { __errors: ['Name is required.'] },
    });
    const more = errorSchemaFrom([
      { field: 'name', message: 'Name is required.' },
      { field: 'name', message: 'Name is too short.' },
    ]);
    expect(mergeErrorSchemas(server, more)).toMatchObject({ name: { __errors: ['Name is required.', 'Name is too short.'] } });
    expect(withErrorsAt(server, ['name'], ['Name is required.'])).toBe(server);
    expect(pathFromId('event-zones.items.0.title', 'event-zones')).toEqual(['items', '0', 'title']);
  });
});

describe('uiSchema from the declaration keywords', () => {
  it('x-ref and reference data get their selects, a sub-list parent is hidden, rjsf’s own button is off', () => {
    const agendas = consoleRegistry.get('agendas');
    const ui = uiSchemaFor(agendas, { hidden: ['agenda_zone_id'] }) as Record<string, Record<string, unknown>>;
    expect(ui.agenda_pass_ids?.['ui:widget']).toBe('RefSelectWidget');
    expect(ui.agenda_zone_id?.['ui:widget']).toBe('hidden');
    expect((uiSchemaFor(prices) as Record<string, Record<string, unknown>>).prodservprice_currency_code?.['ui:widget']).toBe(
      'OptionsSelectWidget',
    );
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
  });

  it('an enumeration’s coded values are offered as its words', () => {
    const ui = uiSchemaFor(prices) as Record<string, Record<string, unknown>>;
    expect(ui.prodservprice_tax_mode?.['ui:enumNames']).toEqual({
      pretax: 'Before tax, added at checkout',
      posttax: 'Tax included',
    });
  });

  it.each([
    ['speakers', 'speaker_photo_url', undefined],
    ['product-services', 'prodserv_image_url', undefined],
    ['page-seo', 'pageseo_og_image_url', undefined],
    ['speakers-list', 'speakerlist_photo_url', { clientWide: true }],
  ])('an image field of %s (%s) gets the image upload; a client-wide kind uploads client-wide: %j', (kind, field, options) => {
    const ui = uiSchemaFor(consoleRegistry.get(kind)) as Record<string, Record<string, unknown>>;
    expect(ui[field]?.['ui:widget']).toBe('image');
    expect(ui[field]?.['ui:options']).toEqual(options);
  });

  it('every field that names an image declares the imageRef format, so uploads validate', () => {
    const imageNamed = consoleRegistry
      .all()
      .flatMap((d) => Object.entries(d.schema.properties ?? {}).map(([name, field]) => ({ kind: d.kind, name, format: field.format })))
      .filter((f) => /_(image|photo|logo|thumbnail|banner)_url$/.test(f.name));
    expect(imageNamed.length).toBeGreaterThanOrEqual(15);
    expect(imageNamed.filter((f) => f.format !== 'imageRef')).toEqual([]);
  });
});
