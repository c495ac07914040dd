import { create } from 'zustand';
import { readAreaMode, readTabId, STORAGE_KEYS } from '../rules/storage';
import type { AreaMode, TabId } from '../../shared/rules/types';
import { readStorage, writeStorage } from './storage';

/** docs/product.md §4: area mode (0 Website, 1 Global) and the top tab id, persisted locally and restored on load. */
interface AreaState {
  area: AreaMode;
  tabId: TabId;
  setArea: (area: AreaMode) => void;
  setTabId: (tabId: TabId) => void;
}

export const useAreaStore = create<AreaState>()((set) => ({
  area: readAreaMode(readStorage(STORAGE_KEYS.areaMode)),
  tabId: readTabId(readStorage(STORAGE_KEYS.tabId)),
  setArea: (area) => {
    writeStorage(STORAGE_KEYS.areaMode, String(area));
    set({ area });
  },
  setTabId: (tabId) => {
    writeStorage(STORAGE_KEYS.tabId, tabId);
    set({ tabId });
  },
}));
