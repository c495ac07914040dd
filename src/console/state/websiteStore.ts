import { create } from 'zustand';
import { readActiveWebsiteId, writeActiveWebsiteId } from './cookieJar';

/**
 * The active website id once chosen in this visit; before that the console reads the saved
 * (readable, dev_-prefixed) activeWebsiteId cookie (docs/product.md §4). Signing out resets it to null.
 */
interface WebsiteState {
  activeWebsiteId: string | null;
  setActiveWebsiteId: (id: string) => void;
}

export const useWebsiteStore = create<WebsiteState>()((set) => ({
  activeWebsiteId: null,
  setActiveWebsiteId: (id) => {
    writeActiveWebsiteId(id);
    set({ activeWebsiteId: id });
  },
}));

/**
 * The website to settle on: the one chosen in this visit, else the cookie's. The layout passes
 * the store's value it subscribes to (app/useConsoleData.ts); the cold-load prefetch reads it once
 * (engine/prefetchList.ts), so both settle on the same website.
 */
export function savedWebsiteId(chosen: string | null = useWebsiteStore.getState().activeWebsiteId): string | null {
  return chosen ?? readActiveWebsiteId();
}
