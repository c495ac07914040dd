import type { AreaMode, TabId } from '../../shared/rules/types';

/** docs/product.md §9: local-storage keys for the active tab view (area mode, 0 or 1) and the current tab id. */
export const STORAGE_KEYS = {
  areaMode: 'activeTabView',
  tabId: 'currentTabId',
} as const;

export const DEFAULT_AREA_MODE: AreaMode = 0;
export const DEFAULT_TAB_ID: TabId = '2';

const TAB_IDS: readonly string[] = ['1', '2', '3', '4', '5', '6'];

/** Restores the area mode from its stored text; anything but '1' is the Website area. */
export function readAreaMode(stored: string | null | undefined): AreaMode {
  return stored === '1' ? 1 : DEFAULT_AREA_MODE;
}

/** Restores the tab id from its stored text; unknown values fall back to '2'. */
export function readTabId(stored: string | null | undefined): TabId {
  return stored !== null && stored !== undefined && TAB_IDS.includes(stored) ? (stored as TabId) : DEFAULT_TAB_ID;
}
