import { create } from 'zustand';
import type { PendingCounts } from '../rules/pendingCounts';

/** The latest live pending counts (null until the stream's first event, or while polling instead). */
interface PendingState {
  counts: PendingCounts | null;
  setCounts: (counts: PendingCounts | null) => void;
}

export const usePendingStore = create<PendingState>()((set) => ({
  counts: null,
  setCounts: (counts) => set({ counts }),
}));
