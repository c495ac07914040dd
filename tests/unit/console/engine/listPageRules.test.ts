import { describe, expect, it } from 'vitest';
import { listAccess, listBody, type ListBody, type ListFacts } from '../../../../src/console/engine/list/listPageRules';

const facts = (f: Partial<ListFacts>): ListFacts => ({ failed: false, pending: false, rows: 3, filtered: false, ...f });

describe('listBody: what the body of a list shows', () => {
  it.each<[string, Partial<ListFacts>, ListBody]>([
    ['a list whose call failed offers to retry', { failed: true, rows: undefined }, 'error'],
    ['a failure wins over rows from an earlier page', { failed: true, rows: 3 }, 'error'],
    ['a list waiting for its first answer shows it is loading', { pending: true, rows: undefined }, 'loading'],
    ['a list with no records says it is empty', { rows: 0 }, 'empty'],
    ['a search or filter that matches nothing says so, to be cleared', { rows: 0, filtered: true }, 'nothing matches'],
    ['a list with records shows them', { rows: 3 }, 'rows'],
    ['a filtered list with records shows them', { rows: 1, filtered: true }, 'rows'],
  ])('%s', (_sentence, given, body) => {
    expect(listBody(facts(given))).toBe(body);
  });
});

describe('listAccess: who may change a list and add to it', () => {
  it.each([
    ['a maker may change the records and add one', true, false, true, { mayChange: true, mayAdd: true }],
    ['a maker of a kind that cannot be created may change but not add', true, false, false, { mayChange: true, mayAdd: false }],
    ['a viewer may neither', false, false, true, { mayChange: false, mayAdd: false }],
    ['nobody changes the children of a record being viewed', true, true, true, { mayChange: false, mayAdd: false }],
  ])('%s', (_sentence, isMaker, readOnly, canCreate, access) => {
    expect(listAccess({ isMaker, readOnly, canCreate })).toEqual(access);
  });
});
