import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldSchema } from '../../../../src/shared/registry';
import { fields, widgets } from '../../../../src/console/engine/widgets';
import { preloadWidgets } from '../../../../src/console/engine/widgets/preloadWidgets';

type Lazy = { preload: () => Promise<unknown> };
const LAZY = { ...widgets, 'field:image': fields.image } as Record<string, unknown>;

/** Which lazy widgets a form of this schema and uiSchema asks for, by name. */
function preloaded(schema: FieldSchema, ui: Record<string, unknown>): string[] {
  const asked: string[] = [];
  for (const [name, widget] of Object.entries(LAZY)) {
    if (typeof (widget as Partial<Lazy>).preload !== 'function') continue;
    vi.spyOn(widget as Lazy, 'preload').mockImplementation(() => {
      asked.push(name);
      return Promise.resolve();
    });
  }
  preloadWidgets(schema, ui);
  return asked.sort();
}

const object = (properties: Record<string, FieldSchema>): FieldSchema => ({ type: 'object', properties });

afterEach(() => vi.restoreAllMocks());

describe('preloadWidgets: an edit page asks for the heavy widgets its form will show, and only those', () => {
  it.each<[string, FieldSchema, Record<string, unknown>, string[]]>([
    ['a form of text fields asks for none', object({ name: { type: 'string' } }), {}, []],
    ['a date field asks for the date picker', object({ starts: { type: 'string', format: 'date' } }), {}, ['DateWidget']],
    ['a date-time field asks for the zoned picker', object({ at: { type: 'string', format: 'date-time' } }), {}, ['DateTimeWidget']],
    ['an image reference asks for the uploader', object({ logo: { type: 'string' } }), { logo: { 'ui:widget': 'image' } }, ['image']],
    ['an image object asks for the image field', object({ hero: { type: 'object' } }), { hero: { 'ui:field': 'image' } }, ['field:image']],
    ['a range asks for the slider', object({ size: { type: 'integer' } }), { size: { 'ui:widget': 'range' } }, ['RangeWidget']],
    [
      'radio buttons ask for the radio group',
      object({ mode: { type: 'string', enum: ['a', 'b'] } }),
      { mode: { 'ui:widget': 'radio' } },
      ['RadioWidget'],
    ],
    [
      'a password box asks for its input',
      object({ secret: { type: 'string' } }),
      { secret: { 'ui:widget': 'password' } },
      ['PasswordWidget'],
    ],
    [
      'a date inside a list of objects is found too',
      object({ rows: { type: 'array', items: object({ day: { type: 'string', format: 'date' } }) } }),
      {},
      ['DateWidget'],
    ],
  ])('%s', (_sentence, schema, ui, expected) => {
    expect(preloaded(schema, ui)).toEqual(expected);
  });
});
