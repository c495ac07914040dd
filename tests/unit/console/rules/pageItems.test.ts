import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from '../../../../src/console/rules/pageItems';

/** "1 … 4 [5] 6 …" notation: numbers are pages, … a gap. */
const show = (items: PageItem[]) => items.map((i) => ('page' in i ? String(i.page) : '…')).join(' ');

describe('the pages a list pager offers (engine/list/Pager.tsx)', () => {
  it.each([
    ['no records: no pages', 1, 0, ''],
    ['one page: just it', 1, 1, '1'],
    ['seven pages all fit', 4, 7, '1 2 3 4 5 6 7'],
    ['at the start of twenty, a gap before the last', 1, 20, '1 2 3 … 20'],
    ['in the middle of twenty, gaps on both sides', 10, 20, '1 … 8 9 10 11 12 … 20'],
    ['at the end of twenty, a gap after the first', 20, 20, '1 … 18 19 20'],
    ['a gap of one page shows the page instead', 5, 20, '1 2 3 4 5 6 7 … 20'],
    ['the same near the end', 16, 20, '1 … 14 15 16 17 18 19 20'],
    ['a page past the end is read as the last', 99, 5, '1 2 3 4 5'],
    ['page 0 is read as the first', 0, 5, '1 2 3 4 5'],
  ])('%s (page %i of %i → %s)', (_sentence, current, pages, expected) => {
    expect(show(pageItems(current, pages))).toBe(expected);
  });
});
