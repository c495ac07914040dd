import { checkDeclarations, type DeclarationFile, type Problem } from '../../../src/shared/declarationChecks';
import { gadgetHead } from '../../helpers/gadgetHead';

// The fixtures are broken on purpose, deep inside; typing them would only restate the meta-schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

/** A small, valid world: a parent kind with a sidebar entry and a child kind inside it. */
/** The test world: two kinds always present, and room for more under other file names. */
type World = Record<typeof GADGETS | typeof PARTS, Loose> & Partial<Record<string, Loose>>;

function world(): World {
  return {
    'schemas/test/gadgets.json': {
      ...gadgetHead(),
      sidebar: { order: 1, icon: 'tool' },
      display: 'gadget_name',
      endpoints: {
        list: 'GET /api/test/gadgets',
        read: 'GET /api/test/gadget/{id}',
        create: 'POST /api/test/gadgets',
        update: 'PUT /api/test/gadgets',
        delete: 'DELETE /api/test/gadgets',
      },
      query: [
        { name: 'all_kinds', type: 'boolean' },
        { name: 'kind_code', type: 'string', field: 'gadget_kind', unless: 'all_kinds' },
      ],
      list: {
        columns: ['gadget_name', 'gadget_size', 'created_at'],
        search: ['gadget_name'],
        sort: 'created_at',
        filters: [{ field: 'gadget_kind', label: 'Kind', param: 'kind_code' }],
      },
      schema: {
        type: 'object',
        required: ['gadget_name'],
        properties: {
          gadget_name: { type: 'string', title: 'Name', format: 'genericString' },
          gadget_size: { type: 'integer', title: 'Size', minimum: 0 },
          gadget_kind: { type: 'string', title: 'Kind', 'x-options': 'enum:sizes' },
          gadget_currency: { type: 'string', title: 'Currency', 'x-options': 'currencies' },
          gadget_spec: {
            type: 'object',
            title: 'Spec',
            properties: { spec_colour: { type: 'string', title: 'Colour', format: 'hexColor' } },
          },
          gadget_related_ids: { type: 'array', title: 'Related', items: { type: 'integer', 'x-ref': 'gadgets' } },
        },
      },
      uiSchema: {
        'ui:order': ['gadget_name', '*'],
        gadget_name: { 'ui:placeholder': 'e.g. Sprocket' },
        gadget_spec: { spec_colour: { 'ui:widget': 'color' } },
      },
    },
    'schemas/test/gadget-parts.json': {
      kind: 'gadget-parts',
      label: { one: 'Part', many: 'Parts' },
      area: 'ENTITY',
      changeLogType: 'Gadget Part',
      useCases: ['EVT'],
      scope: 'website',
      route: 'gadget-parts',
      parent: { kind: 'gadgets', field: 'part_gadget_id' },
      id: 'part_id',
      display: 'part_name',
      endpoints: { list: 'GET /api/test/gadget_parts' },
      list: { columns: ['part_name'], search: [], sort: 'created_at' },
      schema: {
        type: 'object',
        required: ['part_gadget_id', 'part_name'],
        properties: {
          part_gadget_id: { type: 'integer', title: 'Gadget', 'x-ref': 'gadgets' },
          part_name: { type: 'string', title: 'Name' },
        },
      },
      uiSchema: {},
    },
  };
}

const GADGETS = 'schemas/test/gadgets.json';
const PARTS = 'schemas/test/gadget-parts.json';
const SECOND = 'schemas/test/gizmos.json';

type Files = ReturnType<typeof world>;
const entries = (files: Files): DeclarationFile[] => Object.entries(files).map(([file, json]) => ({ file, json }));
const run = (mutate: (files: Files) => void): Problem[] => {
  const files = world();
  mutate(files);
  return checkDeclarations(entries(files));
};

/** A second kind copied from gadgets under a new name, for the "unique across kinds" checks. */
function addGizmos(files: Files, change: (g: Loose) => void = () => {}): void {
  const gizmos = structuredClone(files[GADGETS]);
  gizmos.kind = 'gizmos';
  gizmos.route = 'gizmos';
  gizmos.sidebar.order = 2;
  gizmos.endpoints = { list: 'GET /api/test/gizmos' };
  change(gizmos);
  files[SECOND] = gizmos;
}

it('finds nothing wrong with the valid world', () => {
  expect(checkDeclarations(entries(world()))).toEqual([]);
});

const cases: [string, (files: Files) => void, Problem][] = [
  // meta-schema
  [
    'unknown top-level property',
    (f) => (f[GADGETS].colour = 'red'),
    { file: GADGETS, pointer: '#', reason: expect.stringMatching(/^unknown property "colour"; choose one of: kind, label, .*headerLink/) },
  ],
  [
    'missing list for a listed kind',
    (f) => delete f[GADGETS].list,
    { file: GADGETS, pointer: '#', reason: 'missing required property "list"' },
  ],
  [
    'call not in "METHOD /api/path" form',
    (f) => (f[GADGETS].endpoints.list = 'POST /api/test/gadgets'),
    { file: GADGETS, pointer: '#/endpoints/list', reason: expect.stringContaining('must match') },
  ],
  [
    'field without title',
    (f) => delete f[GADGETS].schema.properties.gadget_size.title,
    { file: GADGETS, pointer: '#/schema/properties/gadget_size', reason: 'missing required property "title"' },
  ],
  [
    'a near miss of a field keyword',
    (f) => (f[GADGETS].schema.properties.gadget_name['x-refs'] = 'gadgets'),
    {
      file: GADGETS,
      pointer: '#/schema/properties/gadget_name',
      reason: expect.stringMatching(/^unknown property "x-refs" \(did you mean "x-ref"\?\); choose one of: .*x-options/),
    },
  ],
  [
    'unknown area',
    (f) => (f[GADGETS].area = 'WIDGETS'),
    { file: GADGETS, pointer: '#/area', reason: '"WIDGETS" is not allowed; choose one of: ENTITY, PAGE, FORM, SPEAKERS' },
  ],
  [
    'singleton without update',
    (f) => Object.assign(f[GADGETS], { singleton: true, endpoints: { read: 'GET /api/test/gadget' } }),
    { file: GADGETS, pointer: '#/endpoints', reason: 'missing required property "update"' },
  ],
  // unique across kinds
  [
    'duplicate kind',
    (f) => addGizmos(f, (g) => (g.kind = 'gadgets')),
    { file: expect.any(String), pointer: '#/kind', reason: expect.stringContaining('kind "gadgets" is also declared in') },
  ],
  [
    'duplicate route',
    (f) => addGizmos(f, (g) => (g.route = 'gadgets')),
    { file: SECOND, pointer: '#/route', reason: `route /make/entities/gadgets is also used by ${GADGETS}` },
  ],
  [
    'same route as a full path',
    (f) => addGizmos(f, (g) => (g.route = '/make/entities/gadgets')),
    { file: SECOND, pointer: '#/route', reason: `route /make/entities/gadgets is also used by ${GADGETS}` },
  ],
  [
    'duplicate call',
    (f) => addGizmos(f, (g) => (g.endpoints.list = 'GET /api/test/gadgets')),
    { file: SECOND, pointer: '#/endpoints/list', reason: `endpoint "GET /api/test/gadgets" is also declared in ${GADGETS}` },
  ],
  [
    'duplicate call in extra',
    (f) => addGizmos(f, (g) => (g.endpoints.extra = [{ name: 'peek', call: 'GET /api/test/gadget/{id}' }])),
    { file: SECOND, pointer: '#/endpoints/extra/0/call', reason: expect.stringContaining('is also declared in') },
  ],
  [
    'a second landing entry for a use case',
    (f) => ((f[GADGETS].sidebar.landing = true), addGizmos(f, (g) => (g.sidebar.landing = true))),
    { file: SECOND, pointer: '#/sidebar/landing', reason: `EVT already lands on ${GADGETS}; one landing entry per use case` },
  ],
  [
    'file not named after its kind',
    (f) => ((f['schemas/test/widgets.json'] = f[PARTS]), delete (f as Partial<World>)[PARTS]),
    { file: 'schemas/test/widgets.json', pointer: '#/kind', reason: 'file name must be gadget-parts.json, is widgets.json' },
  ],
  // ui schema
  [
    'ui key naming no property',
    (f) => (f[GADGETS].uiSchema.gadget_nmae = {}),
    { file: GADGETS, pointer: '#/uiSchema/gadget_nmae', reason: 'ui key "gadget_nmae" names no property of the schema' },
  ],
  [
    'nested ui key naming no property',
    (f) => (f[GADGETS].uiSchema.gadget_spec.spec_color = {}),
    { file: GADGETS, pointer: '#/uiSchema/gadget_spec/spec_color', reason: 'ui key "spec_color" names no property of the schema' },
  ],
  [
    'ui:order naming no property',
    (f) => f[GADGETS].uiSchema['ui:order'].push('gadget_weight'),
    { file: GADGETS, pointer: '#/uiSchema/ui:order/2', reason: 'ui:order names unknown property "gadget_weight"' },
  ],
  [
    'markdown description, which the console does not render',
    (f) => (f[GADGETS].uiSchema.gadget_name['ui:enableMarkdownInDescription'] = true),
    {
      file: GADGETS,
      pointer: '#/uiSchema/gadget_name/ui:enableMarkdownInDescription',
      reason: expect.stringContaining('markdown descriptions and help are not rendered'),
    },
  ],
  [
    'markdown help through ui:options',
    (f) => (f[GADGETS].uiSchema.gadget_name['ui:options'] = { enableMarkdownInHelp: true }),
    {
      file: GADGETS,
      pointer: '#/uiSchema/gadget_name/ui:options',
      reason: expect.stringContaining('markdown descriptions and help are not rendered'),
    },
  ],
  [
    'ui items under a non-array',
    (f) => (f[GADGETS].uiSchema.gadget_name.items = {}),
    { file: GADGETS, pointer: '#/uiSchema/gadget_name/items', reason: 'ui key "items" names no property of the schema' },
  ],
  // fields
  [
    'unknown format',
    (f) => (f[GADGETS].schema.properties.gadget_name.format = 'fancy'),
    {
      file: GADGETS,
      pointer: '#/schema/properties/gadget_name/format',
      reason: expect.stringMatching(/^unknown format "fancy"; choose one of: text, email, .*genericString/),
    },
  ],
  [
    'unknown nested format',
    (f) => (f[GADGETS].schema.properties.gadget_spec.properties.spec_colour.format = 'colour'),
    {
      file: GADGETS,
      pointer: '#/schema/properties/gadget_spec/properties/spec_colour/format',
      reason: expect.stringMatching(/^unknown format "colour" \(did you mean "color"\?\); choose one of: /),
    },
  ],
  [
    'x-ref to an unknown kind',
    (f) => (f[PARTS].schema.properties.part_name['x-ref'] = 'widgets'),
    {
      file: PARTS,
      pointer: '#/schema/properties/part_name/x-ref',
      reason: expect.stringMatching(
        /^x-ref targets unknown kind "widgets" \(did you mean "gadgets"\?\); choose one of: gadget-parts, gadgets/,
      ),
    },
  ],
  [
    'items x-ref to an unknown kind',
    (f) => (f[GADGETS].schema.properties.gadget_related_ids.items['x-ref'] = 'widgets'),
    {
      file: GADGETS,
      pointer: '#/schema/properties/gadget_related_ids/items/x-ref',
      reason: expect.stringContaining('x-ref targets unknown kind "widgets"'),
    },
  ],
  [
    'unknown reference data',
    (f) => (f[GADGETS].schema.properties.gadget_currency['x-options'] = 'moneys'),
    {
      file: GADGETS,
      pointer: '#/schema/properties/gadget_currency/x-options',
      reason: expect.stringMatching(/^unknown reference data "moneys"; choose one of: .*currencies.*enum:taxModes/),
    },
  ],
  [
    'unknown enumeration',
    (f) => (f[GADGETS].schema.properties.gadget_kind['x-options'] = 'enum:taxMode'),
    {
      file: GADGETS,
      pointer: '#/schema/properties/gadget_kind/x-options',
      reason: expect.stringMatching(/^unknown enumeration "taxMode" \(did you mean "taxModes"\?\); choose one of: /),
    },
  ],
  [
    'enum disagreeing with its enumeration',
    (f) => (f[GADGETS].schema.properties.gadget_kind.enum = ['xs', 'xl']),
    { file: GADGETS, pointer: '#/schema/properties/gadget_kind/x-options', reason: 'enum differs from enum:sizes' },
  ],
  [
    'required naming no property',
    (f) => f[GADGETS].schema.required.push('gadget_weight'),
    { file: GADGETS, pointer: '#/schema/required/1', reason: 'required "gadget_weight" is not a property' },
  ],
  [
    'display naming no field',
    (f) => (f[GADGETS].display = 'gadget_title'),
    { file: GADGETS, pointer: '#/display', reason: 'display field "gadget_title" is not in the schema' },
  ],
  // parent
  [
    'parent kind unknown',
    (f) => (f[PARTS].parent.kind = 'widgets'),
    { file: PARTS, pointer: '#/parent/kind', reason: 'parent kind "widgets" is not another declared kind' },
  ],
  [
    'parent field not a property',
    (f) => (f[PARTS].parent.field = 'part_widget_id'),
    { file: PARTS, pointer: '#/parent/field', reason: 'parent field "part_widget_id" is not a property' },
  ],
  [
    'parent field referring elsewhere',
    (f) => (f[PARTS].schema.properties.part_gadget_id['x-ref'] = 'gadget-parts'),
    { file: PARTS, pointer: '#/parent/field', reason: 'parent field refers to "gadget-parts", not "gadgets"' },
  ],
  // list
  [
    'column naming no field',
    (f) => (f[GADGETS].list.columns[1] = 'gadget_weight'),
    { file: GADGETS, pointer: '#/list/columns/1', reason: 'columns field "gadget_weight" is not in the schema' },
  ],
  [
    'search naming no field',
    (f) => f[GADGETS].list.search.push('gadget_notes'),
    { file: GADGETS, pointer: '#/list/search/1', reason: 'search field "gadget_notes" is not in the schema' },
  ],
  [
    'sort naming no field',
    (f) => (f[GADGETS].list.sort = 'priority'),
    { file: GADGETS, pointer: '#/list/sort', reason: 'sort field "priority" is not in the schema' },
  ],
  [
    'filter naming no field',
    (f) => (f[GADGETS].list.filters[0].field = 'gadget_shape'),
    { file: GADGETS, pointer: '#/list/filters/0/field', reason: 'filter field "gadget_shape" is not in the schema' },
  ],
  [
    'filter param not declared',
    (f) => (f[GADGETS].list.filters[0].param = 'shape'),
    { file: GADGETS, pointer: '#/list/filters/0/param', reason: 'filter param "shape" is not a declared query parameter' },
  ],
  // query and endpoints
  [
    'query parameter for an absent endpoint',
    (f) => (f[GADGETS].query[0].endpoints = ['flat']),
    { file: GADGETS, pointer: '#/query/0/endpoints/0', reason: 'query parameter names unknown endpoint "flat"' },
  ],
  [
    'query parameter filtering no field',
    (f) => (f[GADGETS].query[1].field = 'gadget_shape'),
    { file: GADGETS, pointer: '#/query/1/field', reason: 'query field "gadget_shape" is not in the schema' },
  ],
  [
    'unless naming no boolean parameter',
    (f) => (f[GADGETS].query[1].unless = 'kind_code'),
    { file: GADGETS, pointer: '#/query/1/unless', reason: 'unless names no boolean query parameter "kind_code"' },
  ],
  [
    'op true on a non-boolean',
    (f) => (f[GADGETS].query[1].op = 'true'),
    { file: GADGETS, pointer: '#/query/1/op', reason: 'op "true" needs a boolean parameter' },
  ],
  [
    'extra call reusing a slot name',
    (f) => (f[GADGETS].endpoints.extra = [{ name: 'read', call: 'GET /api/test/gadget_peek' }]),
    { file: GADGETS, pointer: '#/endpoints/extra/0/name', reason: 'endpoint name "read" is already used' },
  ],
  [
    'upsert without update',
    (f) => (f[PARTS].upsert = true),
    { file: PARTS, pointer: '#/upsert', reason: 'upsert needs an update endpoint' },
  ],
  [
    'sidebar use case outside the kind',
    (f) => (f[GADGETS].sidebar.useCases = ['EDU']),
    { file: GADGETS, pointer: '#/sidebar/useCases/0', reason: "EDU is not one of the kind's useCases" },
  ],
];

describe('checkDeclarations', () => {
  it.each(cases)('catches %s', (_name, mutate, expected) => {
    expect(run(mutate)).toContainEqual(expected);
  });

  it.each([
    ['in one use case', (g: Loose) => (g.sidebar.order = 1)],
    ['through ALL', (g: Loose) => Object.assign(g, { useCases: 'ALL', sidebar: { order: 1, icon: 'tool' } })],
  ])('lets two kinds share a sidebar order %s: the sidebar breaks the tie by name', (_how, change) => {
    expect(run((f) => addGizmos(f, change))).toEqual([]);
  });

  it('lets kinds of different areas share sidebar orders', () => {
    expect(
      run((f) => addGizmos(f, (g) => Object.assign(g, { area: 'FORM', route: '/make/gizmos', sidebar: { order: 1, icon: 'tool' } }))),
    ).toEqual([]);
  });

  it('accepts created_at, updated_at and the id as list fields', () => {
    expect(run((f) => (f[GADGETS].list.columns = ['gadget_id', 'created_at', 'updated_at']))).toEqual([]);
  });

  it('runs cross checks only on declarations that pass the meta-schema', () => {
    const problems = run((f) => ((f[GADGETS].colour = 'red'), (f[GADGETS].uiSchema.nothing = {})));
    expect(problems[0]).toMatchObject({ file: GADGETS, pointer: '#', reason: expect.stringContaining('unknown property "colour"') });
    expect(problems.some((p) => p.pointer === '#/uiSchema/nothing')).toBe(false);
    // The invalid kind counts as absent, so what points at it is reported too.
    expect(problems).toContainEqual(expect.objectContaining({ file: PARTS, pointer: '#/parent/kind' }));
  });
});
