import { describe, expect, it } from 'vitest';
import type { Declaration } from '../../../../src/shared/declaration';
import { readOnlyProblems, withoutReadOnly } from '../../../../src/shared/rules/readOnlyFields';

const decl = {
  websiteField: 'program_website_id',
  schema: {
    type: 'object',
    properties: {
      program_name: { type: 'string' },
      program_website_id: { type: 'integer', readOnly: true },
      program_version: { type: 'integer', readOnly: true, default: 1 },
      program_price: { type: 'string', readOnly: true, 'x-derived': { kind: 'prices', on: 'id', text: ['amount'] } },
      product: { type: 'object', properties: { product_id: { type: 'integer', readOnly: true }, product_name: { type: 'string' } } },
    },
  },
} as unknown as Declaration;
const stored = { program_name: 'Cohort', program_website_id: 1, program_version: 2, product: { product_id: 40, product_name: 'Cohort' } };

describe('the fields a client may not set', () => {
  it.each([
    ['a new record may leave them out', { program_name: 'A' }, null, {}, []],
    ['a new record may send the website it is created on', { program_website_id: 1 }, null, {}, []],
    ['a new record may not name another website', { program_website_id: 9 }, null, {}, ['program_website_id']],
    ['a new record may send a readOnly field at its default', { program_version: 1 }, null, {}, []],
    ['a new record may not bring an owned record’s id', { product: { product_id: 40 } }, null, {}, ['product.product_id']],
    ['a new record may not set a derived value', { program_price: 'EUR 5' }, null, {}, ['program_price']],
    ['an update may send back what is stored', stored, stored, {}, []],
    ['an update may not change the website', { ...stored, program_website_id: 2 }, stored, {}, ['program_website_id']],
    ['an update may not swap the owned record', { ...stored, product: { product_id: 41 } }, stored, {}, ['product.product_id']],
    ['an update may send back the derived value a list shows now', { program_price: 'EUR 5' }, stored, { program_price: 'EUR 5' }, []],
    ['an update may not send another derived value', { program_price: 'free' }, stored, { program_price: 'EUR 5' }, ['program_price']],
    ['null is the same as leaving it out', { program_website_id: null, program_price: null }, stored, {}, []],
  ])('%s', (_sentence, body, current, derivedNow, expected) => {
    expect(readOnlyProblems(decl, body, current, 1, derivedNow)).toEqual(expected);
  });

  it('leaves them out of a copy, nested ones too', () => {
    expect(withoutReadOnly(decl, stored)).toEqual({ program_name: 'Cohort', product: { product_name: 'Cohort' } });
  });
});
