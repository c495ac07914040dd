import { describe, expect, it } from 'vitest';
import {
  columnCandidates,
  isDeclaredChoice,
  moveColumn,
  parseColumns,
  columnStateOf,
  shownOf,
  validChoice,
} from '../../../../src/console/engine/list/columnChoice';
import { deleteView, parseViews, saveView, viewName, viewQuery } from '../../../../src/console/engine/list/savedViews';
import { consoleRegistry } from '../../../../src/console/engine/registry';

const zones = consoleRegistry.get('event-zones');

describe('columnCandidates: every kind offers its declared columns first, then its other fields', () => {
  it.each(consoleRegistry.all().map((d) => [d.kind, d] as const))('%s', (_kind, decl) => {
    const all = columnCandidates(decl);
    expect(all.slice(0, (decl.list?.columns ?? [decl.display]).length)).toEqual(decl.list?.columns ?? [decl.display]);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(['created_at', 'updated_at']));
    // Objects have no cell to draw them in.
    for (const name of all) expect(decl.schema.properties?.[name]?.type).not.toBe('object');
  });
});

describe('choosing columns', () => {
  it.each<[string, string[] | undefined, string[] | undefined]>([
    ['names the kind declares are kept in the order given', ['zone_capacity', 'zone_name'], ['zone_capacity', 'zone_name']],
    ['an unknown name from an edited address is dropped', ['zone_name', 'nope'], ['zone_name']],
    ['a name given twice counts once', ['zone_name', 'zone_name'], ['zone_name']],
    ['nothing known left means no choice', ['nope'], undefined],
    ['no choice stays none', undefined, undefined],
  ])('%s', (_sentence, chosen, kept) => {
    expect(validChoice(zones, chosen)).toEqual(kept);
  });

  it.each<[string, unknown, unknown]>([
    [
      'the state lists the shown columns first, then the hidden ones',
      columnStateOf(['a', 'b', 'c', 'd'], ['c', 'a']).columnOrder,
      ['c', 'a', 'b', 'd'],
    ],
    ['the state hides every column not shown', columnStateOf(['a', 'b', 'c'], ['b']).columnVisibility, { b: true, a: false, c: false }],
    [
      'a state shows its visible columns in order',
      shownOf({ columnOrder: ['c', 'a', 'b'], columnVisibility: { a: true, b: false, c: true } }),
      ['c', 'a'],
    ],
    [
      'a column the state does not mention is shown, as TanStack Table has it',
      shownOf({ columnOrder: ['a', 'b'], columnVisibility: { a: true } }),
      ['a', 'b'],
    ],
    [
      'a hidden column made visible joins the shown ones at the end',
      shownOf({ ...columnStateOf(['a', 'b', 'c', 'd'], ['a', 'b']), columnVisibility: { a: true, b: true, c: false, d: true } }),
      ['a', 'b', 'd'],
    ],
    ['moving earlier swaps with the one before', moveColumn(['a', 'b', 'c'], 'c', -1), ['a', 'c', 'b']],
    ['moving later swaps with the one after', moveColumn(['a', 'b', 'c'], 'a', 1), ['b', 'a', 'c']],
    ['the first column moved earlier stays', moveColumn(['a', 'b'], 'a', -1), ['a', 'b']],
    ['an address lists names split by commas', parseColumns('a,b,,c') ?? [], ['a', 'b', 'c']],
  ])('%s', (_sentence, got, want) => {
    expect(got).toEqual(want);
  });

  it('knows the declaration’s own choice, which the address need not carry', () => {
    expect(isDeclaredChoice(zones, zones.list!.columns)).toBe(true);
    expect(isDeclaredChoice(zones, [...zones.list!.columns].reverse())).toBe(false);
  });
});

describe('saved views', () => {
  const a = { name: 'Big halls', query: 'sort=zone_capacity&order=desc' };
  it.each<[string, unknown, unknown]>([
    ['a new view goes first', saveView([a], { name: 'Small', query: 'q=room' }).map((v) => v.name), ['Small', 'Big halls']],
    [
      'a view saved under a name in use replaces it in place',
      saveView([a], { name: 'big HALLS', query: 'q=x' }),
      [{ name: 'big HALLS', query: 'q=x' }],
    ],
    ['a view deleted is gone', deleteView([a], 'Big halls'), []],
    ['stored text that is not a list of views reads as none', parseViews('{"name":1}'), []],
    ['stored text that is not JSON reads as none', parseViews('views'), []],
    ['a name is trimmed and its spaces made single', viewName('  Big \n  halls '), 'Big halls'],
    [
      'a view keeps the list keys but not the page, in a fixed order',
      viewQuery(new URLSearchParams('page=3&q=hall&other=1&cols=a,b&f.x=1')),
      'cols=a%2Cb&f.x=1&q=hall',
    ],
  ])('%s', (_sentence, got, want) => {
    expect(got).toEqual(want);
  });
});
