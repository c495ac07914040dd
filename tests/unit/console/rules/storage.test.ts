import { describe, expect, it } from 'vitest';
import { readAreaMode, readTabId, STORAGE_KEYS } from '../../../../src/console/rules/storage';

describe('docs/product.md §9: local-storage keys and defaults', () => {
  it('has one key for the active tab view and one for the current tab id', () => {
    expect(STORAGE_KEYS).toEqual({ areaMode: 'activeTabView', tabId: 'currentTabId' });
  });

  it.each([
    [null, 0, 'nothing stored is the Website area'],
    ['0', 0, 'a stored 0 is Website'],
    ['1', 1, 'a stored 1 is Global'],
    ['2', 0, 'anything else is Website'],
  ])('area mode %j → %i (%s)', (stored, area, _sentence) => {
    expect(readAreaMode(stored)).toBe(area);
  });

  it.each([
    [null, '2', "nothing stored is tab '2'"],
    ['4', '4', 'a stored tab id is restored'],
    ['9', '2', "an unknown tab id falls back to '2'"],
    ['', '2', "an empty value falls back to '2'"],
  ])('tab id %j → %j (%s)', (stored, tab, _sentence) => {
    expect(readTabId(stored)).toBe(tab);
  });
});
