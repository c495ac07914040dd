import type { Declaration } from '../../../src/shared/declaration';
import { checkMigrations } from '../../../src/shared/migrationChecks';
import { checkMeta } from '../../../src/shared/declarationChecks';
import { gadgetHead } from '../../helpers/gadgetHead';

// The rows break declarations on purpose; typing each mutation would only restate the meta-schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

const FILE = 'schemas/test/gadgets.json';

function gadgets(): Loose {
  return {
    ...gadgetHead(),
    display: 'gadget_title',
    endpoints: { list: 'GET /api/test/gadgets' },
    list: { columns: ['gadget_title'], search: [], sort: 'created_at' },
    dropped: ['gadget_weight'],
    schema: {
      type: 'object',
      properties: {
        gadget_title: { type: 'string', title: 'Title', 'x-renamedFrom': 'gadget_name' },
        gadget_size: { type: 'string', title: 'Size', 'x-convert': 'toString' },
        gadget_kind: { type: 'string', title: 'Kind', enum: ['small', 'large'], 'x-convert': { map: { huge: 'large', tiny: null } } },
        gadget_spec: {
          type: 'object',
          title: 'Spec',
          properties: { spec_hue: { type: 'string', title: 'Hue', 'x-renamedFrom': 'spec_colour' } },
        },
      },
    },
    uiSchema: {},
  };
}

const problems = (change: (d: Loose) => void): ReturnType<typeof checkMigrations> => {
  const d = gadgets();
  change(d);
  return [...checkMeta({ file: FILE, json: d }), ...checkMigrations(FILE, d as Declaration)];
};

it('accepts a declaration using every migration keyword', () => {
  expect(problems(() => {})).toEqual([]);
});

it.each<[string, (d: Loose) => void, string, string | RegExp]>([
  [
    'x-renamedFrom naming a field still declared',
    (d) => (d.schema.properties.gadget_title['x-renamedFrom'] = 'gadget_size'),
    '#/schema/properties/gadget_title/x-renamedFrom',
    'still declared',
  ],
  [
    'two fields renamed from one',
    (d) => (d.schema.properties.gadget_size['x-renamedFrom'] = 'gadget_name'),
    '#/schema/properties/gadget_size/x-renamedFrom',
    'also renamed to "gadget_title"',
  ],
  [
    'a nested x-renamedFrom naming its own sibling',
    (d) => (d.schema.properties.gadget_spec.properties.spec_hue['x-renamedFrom'] = 'spec_hue'),
    '#/schema/properties/gadget_spec/properties/spec_hue/x-renamedFrom',
    'still declared',
  ],
  ['a dropped field still declared', (d) => d.dropped.push('gadget_size'), '#/dropped/1', 'still declared'],
  ['a dropped nested field still declared', (d) => d.dropped.push('gadget_spec.spec_hue'), '#/dropped/1', 'still declared'],
  ['a field both dropped and renamed', (d) => d.dropped.push('gadget_name'), '#/dropped/1', 'also renamed'],
  [
    'toNumber on a text field',
    (d) => (d.schema.properties.gadget_size['x-convert'] = 'toNumber'),
    '#/schema/properties/gadget_size/x-convert',
    'toNumber makes number values, but the field is string',
  ],
  [
    'a map onto a value the enum refuses',
    (d) => (d.schema.properties.gadget_kind['x-convert'].map.huge = 'big'),
    '#/schema/properties/gadget_kind/x-convert/map/huge',
    "which the field's enum does not allow",
  ],
  [
    'an unknown conversion',
    (d) => (d.schema.properties.gadget_size['x-convert'] = 'toDate'),
    '#/schema/properties/gadget_size/x-convert',
    /not allowed|must be equal|must match/,
  ],
  ['an empty dropped list', (d) => (d.dropped = []), '#/dropped', /fewer than 1/],
])('catches %s', (_sentence, change, pointer, reason) => {
  expect(problems(change)).toContainEqual({
    file: FILE,
    pointer,
    reason: typeof reason === 'string' ? expect.stringContaining(reason) : expect.stringMatching(reason),
  });
});
