import { create } from 'zustand';

/**
 * The place in the open sidebar where a screen may add its own list (docs/product.md §2: the edit-website
 * page adds Website Pages to the sidebar). null while the sidebar is collapsed or not shown (the
 * mobile layout), so the screen keeps the list in its own content instead.
 */
interface SidebarSlotState {
  element: HTMLElement | null;
  setElement: (element: HTMLElement | null) => void;
}

export const useSidebarSlotStore = create<SidebarSlotState>()((set) => ({
  element: null,
  setElement: (element) => set({ element }),
}));
