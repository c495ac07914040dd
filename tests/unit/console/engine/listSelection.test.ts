import { describe, expect, it } from 'vitest';
import {
  NO_SELECTION,
  pageTick,
  selectedCount,
  toggleRow,
  togglePage,
  type Selection,
} from '../../../../src/console/engine/list/listSelection';
import { offersAllMatching, withinBulkLimit } from '../../../../src/console/engine/list/bulkRules';
import { matchingText } from '../../../../src/shared/rules/bulk';

const row = (id: string, version = 1) => ({ id, version });
const PAGE = [row('1'), row('2'), row('3')];
const picked = (...ids: string[]): Selection => ({ picked: new Map(ids.map((id) => [id, row(id)])), allMatching: false });
const ALL: Selection = { picked: new Map(), allMatching: true };
const ids = (s: Selection) => [...s.picked.keys()].sort();

describe('pageTick: the header box shows whether the page is ticked', () => {
  it.each<[string, Selection, string[], string]>([
    ['nothing ticked is an empty box', NO_SELECTION, ['1', '2'], 'none'],
    ['one row of two is a mixed box', picked('1'), ['1', '2'], 'some'],
    ['every row of the page is a ticked box', picked('1', '2'), ['1', '2'], 'all'],
    ['rows ticked on another page leave this one empty', picked('9'), ['1', '2'], 'none'],
    ['all that match ticks every page', ALL, ['7', '8'], 'all'],
    ['an empty page is never ticked', ALL, [], 'none'],
  ])('%s', (_sentence, selection, page, tick) => {
    expect(pageTick(selection, page)).toBe(tick);
  });
});

describe('toggleRow and togglePage: ticking rows', () => {
  it.each<[string, Selection, (s: Selection) => Selection, string[], boolean]>([
    ['ticking a row adds it', NO_SELECTION, (s) => toggleRow(s, row('2'), PAGE), ['2'], false],
    ['ticking a ticked row takes it off', picked('2'), (s) => toggleRow(s, row('2'), PAGE), [], false],
    ['rows of other pages stay ticked', picked('9'), (s) => toggleRow(s, row('1'), PAGE), ['1', '9'], false],
    ['unticking one row of all that match keeps the rest of the page', ALL, (s) => toggleRow(s, row('2'), PAGE), ['1', '3'], false],
    ['the header box ticks the whole page', picked('9'), (s) => togglePage(s, PAGE), ['1', '2', '3', '9'], false],
    ['the header box of a ticked page unticks only that page', picked('1', '2', '3', '9'), (s) => togglePage(s, PAGE), ['9'], false],
    ['the header box of all that match clears everything', ALL, (s) => togglePage(s, PAGE), [], false],
  ])('%s', (_sentence, start, act, after, all) => {
    const next = act(start);
    expect(ids(next)).toEqual(after);
    expect(next.allMatching).toBe(all);
  });

  it('keeps the version the list showed, which a bulk delete sends', () => {
    expect(toggleRow(NO_SELECTION, row('4', 7), PAGE).picked.get('4')).toEqual({ id: '4', version: 7 });
  });
});

describe('selectedCount and offersAllMatching: what the bulk bar says and offers', () => {
  it.each<[string, Selection, number, number, boolean]>([
    ['a whole page of three out of ten offers all ten', picked('1', '2', '3'), 10, 3, true],
    ['part of a page offers nothing more', picked('1'), 10, 1, false],
    ['a whole list on one page offers nothing more', picked('1', '2', '3'), 3, 3, false],
    ['all that match counts the list, and is not offered again', ALL, 10, 10, false],
  ])('%s', (_sentence, selection, total, count, offer) => {
    expect(selectedCount(selection, total)).toBe(count);
    expect(offersAllMatching(selection, ['1', '2', '3'], total)).toBe(offer);
  });

  it.each([
    ['nothing is no bulk action', 0, false],
    ['one record is', 1, true],
    ['a thousand records are', 1000, true],
    ['more than a thousand are too many at once', 1001, false],
  ])('%s', (_sentence, count, ok) => {
    expect(withinBulkLimit(count)).toBe(ok);
  });
});

describe('matchingText: what a list matches, as the list call reads it', () => {
  it.each([
    [
      'search and a filter, without paging or sort',
      { page: 3, maxResults: 25, sort: 'x', search: 'spring', filters: { a: true } },
      'search=spring&filters=%7B%22a%22%3Atrue%7D',
    ],
    ['declared parameters as they are', { page: 1, maxResults: 25, params: { is_active: true } }, 'is_active=true'],
    ['empty filters are left out', { page: 1, maxResults: 25, filters: { a: '' } }, ''],
  ])('%s', (_sentence, request, text) => {
    expect(matchingText(request)).toBe(text);
  });
});
