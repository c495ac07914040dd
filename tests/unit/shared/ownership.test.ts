import type { Declaration } from '../../../src/shared/declaration';
import { inStep, ownedDoc, ownedFields, ownedIdOf, serverFields } from '../../../src/shared/ownership';

type Doc = Record<string, unknown>;

/** A program-like owner: a website field, a derived price and an owned product. */
const owner = {
  websiteField: 'site_id',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      site_id: { type: 'integer', title: 'Website', readOnly: true },
      price: { type: 'string', title: 'Price', readOnly: true, 'x-derived': { kind: 'prices', on: 'product.id', text: ['amount'] } },
      product: {
        type: 'object',
        title: 'Product',
        'x-owns': { kind: 'products', id: 'id', copy: { product_name: 'name' }, set: { part_of: 'Program' } },
        properties: { id: { type: 'integer', title: 'Id', readOnly: true, 'x-ref': 'products' }, kind: { type: 'string', title: 'Kind' } },
      },
    },
  },
} as unknown as Pick<Declaration, 'schema' | 'websiteField'>;
const [product] = ownedFields(owner);
if (!product) throw new Error('the owner declares an owned product');

describe('owned records (x-owns)', () => {
  it('finds the object fields that own a record of another kind', () => {
    expect(ownedFields(owner)).toEqual([{ field: 'product', spec: expect.objectContaining({ kind: 'products', id: 'id' }) }]);
  });

  it.each<[string, Doc, Doc]>([
    [
      'the object fields, the copied owner fields and the fixed marks make the owned record',
      { name: 'Jan cohort', product: { kind: 'cohort' } },
      { kind: 'cohort', product_name: 'Jan cohort', part_of: 'Program' },
    ],
    [
      "the owned record's id is not one of its own fields",
      { name: 'Jan', product: { id: 7, kind: 'x' } },
      { kind: 'x', product_name: 'Jan', part_of: 'Program' },
    ],
    ['an owner field that is not set is not copied', { product: {} }, { part_of: 'Program' }],
  ])('%s', (_rule, doc, expected) => {
    expect(ownedDoc(product, doc)).toEqual(expected);
  });

  it.each<[string, Doc | null, number | undefined]>([
    ['a positive integer is the owned id', { product: { id: 12 } }, 12],
    ['a missing object has none', {}, undefined],
    ['a text is none', { product: { id: '12' } }, undefined],
    ['zero is none', { product: { id: 0 } }, undefined],
    ['no document has none', null, undefined],
  ])('%s', (_rule, doc, expected) => {
    expect(ownedIdOf(doc, product)).toBe(expected);
  });

  it.each<[string, Doc, Doc, boolean]>([
    ['equal values are in step', { a: 1, b: 'x', c: true }, { a: 1, b: 'x' }, true],
    ['a changed value is not', { a: 1 }, { a: 2 }, false],
    ['a value not there yet is not', { a: 1 }, { b: 'x' }, false],
  ])('%s', (_rule, current, wanted, expected) => {
    expect(inStep(current, wanted)).toBe(expected);
  });
});

describe('fields the server fills', () => {
  it.each<[string, Doc, Doc | null, number | null, Doc]>([
    ['a new record gets the website it is created on, not the one sent', { name: 'A', site_id: 99 }, null, 3, { name: 'A', site_id: 3 }],
    ['an update keeps the stored website', { name: 'A', site_id: 99 }, { site_id: 2 }, 3, { name: 'A', site_id: 2 }],
    ['a derived value sent back is never stored', { name: 'A', price: 'EUR 1' }, null, 3, { name: 'A', site_id: 3 }],
    [
      'a new record holds no owned id, whatever is sent',
      { product: { id: 5, kind: 'k' } },
      null,
      3,
      { site_id: 3, product: { kind: 'k' } },
    ],
    [
      'an update keeps the stored owned id, whatever is sent',
      { product: { id: 5, kind: 'k' } },
      { product: { id: 8 } },
      3,
      { site_id: 3, product: { id: 8, kind: 'k' } },
    ],
  ])('%s', (_rule, doc, current, websiteId, expected) => {
    expect(serverFields(owner, doc, current, websiteId)).toEqual(expected);
  });
});
