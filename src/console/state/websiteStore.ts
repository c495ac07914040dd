import { create } from 'zustand';
import { writeActiveWebsiteId } from './cookieJar';

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
