import type { Declaration } from '../../../src/shared/declaration';
import { compareDeclarations, unmigrated, type DeclarationChange } from '../../../src/shared/declarationChanges';
import { gadgetHead } from '../../helpers/gadgetHead';

// The rows change declarations deep inside; typing each mutation would only restate the meta-schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

/** The base: one kind with a text, a number, a choice, a list and a nested object. */
function gadgets(): Loose {
  return {
    ...gadgetHead(),
    display: 'gadget_name',
    endpoints: { list: 'GET /api/test/gadgets', create: 'POST /api/test/gadgets' },
    list: { columns: ['gadget_name'], search: [], sort: 'created_at' },
    schema: {
      type: 'object',
      required: ['gadget_name'],
      properties: {
        gadget_name: { type: 'string', title: 'Name', maxLength: 100 },
        gadget_size: { type: 'integer', title: 'Size', minimum: 0 },
        gadget_kind: { type: 'string', title: 'Kind', enum: ['small', 'large', 'huge'] },
        gadget_tags: { type: 'array', title: 'Tags', items: { type: 'string' } },
        gadget_spec: { type: 'object', title: 'Spec', properties: { spec_colour: { type: 'string', title: 'Colour' } } },
      },
    },
    uiSchema: {},
  };
}

const P = (d: Loose): Loose => d.schema.properties;
const compare = (change: (d: Loose) => void): DeclarationChange[] => {
  const current = gadgets();
  change(current);
  return compareDeclarations([gadgets() as Declaration], [current as Declaration]);
};

type Row = [sentence: string, change: (d: Loose) => void, expected: Partial<DeclarationChange>];

const rows: Row[] = [
  // additive
  [
    'a new optional field is additive',
    (d) => (P(d).gadget_note = { type: 'string', title: 'Note' }),
    { field: 'gadget_note', change: 'field-added', breaking: false },
  ],
  ['a wider maxLength is additive', (d) => (P(d).gadget_name.maxLength = 200), { change: 'limit-widened', breaking: false }],
  ['a removed minimum is additive', (d) => delete P(d).gadget_size.minimum, { change: 'limit-widened', breaking: false }],
  ['a new enum value is additive', (d) => P(d).gadget_kind.enum.push('tiny'), { change: 'enum-widened', breaking: false }],
  ['a field no longer required is additive', (d) => (d.schema.required = []), { change: 'field-optional', breaking: false }],
  ['integer widened to number is additive', (d) => (P(d).gadget_size.type = 'number'), { change: 'type-widened', breaking: false }],
  ['a new endpoint is additive', (d) => (d.endpoints.delete = 'DELETE /api/test/gadgets'), { change: 'endpoint-added', breaking: false }],
  // removed and renamed fields
  [
    'a removed field fails, naming dropped',
    (d) => delete P(d).gadget_size,
    { field: 'gadget_size', change: 'field-removed', migrated: false, carriedBy: 'dropped' },
  ],
  [
    'a removed field listed in dropped is carried across',
    (d) => ((d.dropped = ['gadget_size']), delete P(d).gadget_size),
    { change: 'field-removed', migrated: true, carriedBy: 'dropped' },
  ],
  [
    'a rename without x-renamedFrom fails, naming x-renamedFrom',
    (d) => ((P(d).gadget_dimension = P(d).gadget_size), delete P(d).gadget_size),
    {
      field: 'gadget_size',
      change: 'field-removed',
      migrated: false,
      carriedBy: 'x-renamedFrom',
      message: expect.stringContaining('"x-renamedFrom": "gadget_size"'),
    },
  ],
  [
    'a rename with x-renamedFrom is carried across',
    (d) => ((P(d).gadget_dimension = { ...P(d).gadget_size, 'x-renamedFrom': 'gadget_size' }), delete P(d).gadget_size),
    { field: 'gadget_dimension', change: 'field-renamed', migrated: true, carriedBy: 'x-renamedFrom' },
  ],
  [
    'a nested field removed fails under its dotted path',
    (d) => delete P(d).gadget_spec.properties.spec_colour,
    {
      field: 'gadget_spec.spec_colour',
      change: 'field-removed',
      migrated: false,
      message: expect.stringContaining('"gadget_spec.spec_colour" in "dropped"'),
    },
  ],
  // required
  [
    'a new required field without a default fails, naming default',
    (d) => ((P(d).gadget_code = { type: 'string', title: 'Code' }), d.schema.required.push('gadget_code')),
    { change: 'required-field-added', migrated: false, carriedBy: 'default' },
  ],
  [
    'a new required field with a default is carried across',
    (d) => ((P(d).gadget_code = { type: 'string', title: 'Code', default: 'none' }), d.schema.required.push('gadget_code')),
    { change: 'required-field-added', migrated: true },
  ],
  [
    'a field made required without a default fails',
    (d) => d.schema.required.push('gadget_size'),
    { field: 'gadget_size', change: 'field-required', migrated: false, carriedBy: 'default' },
  ],
  [
    'a field made required with a default is carried across',
    (d) => (d.schema.required.push('gadget_size'), (P(d).gadget_size.default = 1)),
    { change: 'field-required', migrated: true },
  ],
  // types
  [
    'a changed type without x-convert fails, naming x-convert',
    (d) => (P(d).gadget_size.type = 'string'),
    {
      change: 'type-changed',
      migrated: false,
      carriedBy: 'x-convert',
      message: expect.stringContaining('type changed from integer to string'),
    },
  ],
  [
    'a changed type with x-convert is carried across',
    (d) => Object.assign(P(d).gadget_size, { type: 'string', 'x-convert': 'toString' }),
    { change: 'type-changed', migrated: true },
  ],
  [
    "a list's item type changed without x-convert fails",
    (d) => (P(d).gadget_tags.items.type = 'integer'),
    { field: 'gadget_tags', change: 'type-changed', migrated: false, message: expect.stringContaining("items' type changed") },
  ],
  // enumerations
  [
    'an enum value removed without a map fails, naming the value',
    (d) => (P(d).gadget_kind.enum = ['small', 'large']),
    { change: 'enum-narrowed', migrated: false, message: expect.stringContaining('"huge"') },
  ],
  [
    'an enum value removed and mapped is carried across',
    (d) => Object.assign(P(d).gadget_kind, { enum: ['small', 'large'], 'x-convert': { map: { huge: 'large' } } }),
    { change: 'enum-narrowed', migrated: true },
  ],
  [
    'a map missing a removed value still fails',
    (d) => Object.assign(P(d).gadget_kind, { enum: ['small'], 'x-convert': { map: { huge: 'small' } } }),
    { change: 'enum-narrowed', migrated: false, message: expect.stringContaining('mapping "large"') },
  ],
  // formats and limits
  [
    'a format added without a map fails',
    (d) => (P(d).gadget_name.format = 'email'),
    { change: 'format-narrowed', migrated: false, carriedBy: 'x-convert' },
  ],
  [
    'a lower maxLength fails',
    (d) => (P(d).gadget_name.maxLength = 50),
    { change: 'limit-narrowed', migrated: false, message: expect.stringContaining('maxLength changed from 100 to 50') },
  ],
  [
    'a higher minimum with a map is carried across',
    (d) => Object.assign(P(d).gadget_size, { minimum: 1, 'x-convert': { map: { '0': 1 } } }),
    { change: 'limit-narrowed', migrated: true },
  ],
  ['a pattern added fails', (d) => (P(d).gadget_name.pattern = '^[A-Z]'), { change: 'limit-narrowed', migrated: false }],
  ['fewer items allowed fails', (d) => (P(d).gadget_tags.maxItems = 3), { change: 'limit-narrowed', migrated: false }],
  // the kind itself
  [
    'a changed id fails, and nothing can carry it',
    (d) => (d.id = 'thing_id'),
    { change: 'id-changed', migrated: false, message: expect.stringContaining('no declaration property carries') },
  ],
  ['a changed route fails', (d) => (d.route = 'things'), { change: 'route-changed', migrated: false }],
  ['a route written as the same full path is no change', (d) => (d.route = '/make/entities/gadgets'), {}],
  ['a changed call fails', (d) => (d.endpoints.create = 'POST /api/test/gadget'), { change: 'endpoint-changed', migrated: false }],
];

describe('compareDeclarations', () => {
  it.each(rows)('%s', (_sentence, change, expected) => {
    const changes = compare(change);
    if (Object.keys(expected).length === 0) expect(changes).toEqual([]);
    else
      expect(changes).toContainEqual(
        expect.objectContaining({ kind: 'gadgets', ...expected, ...('migrated' in expected ? { breaking: true } : {}) }),
      );
  });

  it('finds no change between equal declarations', () => {
    expect(compare(() => {})).toEqual([]);
  });

  it.each([
    ['a new kind is additive', [], [gadgets()], { change: 'kind-added', breaking: false }],
    [
      'a removed kind fails, and nothing can carry it',
      [gadgets()],
      [],
      {
        change: 'kind-removed',
        breaking: true,
        migrated: false,
        message: expect.stringContaining('cannot be removed while it has records'),
      },
    ],
  ])('%s', (_sentence, base, current, expected) => {
    expect(compareDeclarations(base as Declaration[], current as Declaration[])).toEqual([
      expect.objectContaining({ kind: 'gadgets', ...expected }),
    ]);
  });

  it('fails only on the breaking changes no migration carries', () => {
    const changes = compare((d) => {
      P(d).gadget_note = { type: 'string', title: 'Note' };
      P(d).gadget_dimension = { ...P(d).gadget_size, 'x-renamedFrom': 'gadget_size' };
      delete P(d).gadget_size;
      P(d).gadget_name.maxLength = 10;
    });
    expect(unmigrated(changes).map((c) => c.message)).toEqual([
      'gadgets field "gadget_name": maxLength changed from 100 to 10; declare "x-convert": {"map": {<stored value>: <allowed value>}} on the field to convert stored values',
    ]);
  });
});
