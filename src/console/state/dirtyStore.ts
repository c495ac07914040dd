import { useEffect } from 'react';
import { create } from 'zustand';

/** docs/product.md §4 unsaved changes: one flag for the page being edited; the leave guard reads it. */
interface DirtyState {
  dirty: boolean;
  setDirty: (dirty: boolean) => void;
}

export const useDirtyStore = create<DirtyState>()((set) => ({
  dirty: false,
  setDirty: (dirty) => set({ dirty }),
}));

/**
 * For edit pages: `useUnsavedChanges(form.isDirty)`. Mirrors the value into the flag and clears
 * it when the page unmounts, so a left or saved page never keeps blocking navigation.
 */
export function useUnsavedChanges(isDirty: boolean): void {
  const setDirty = useDirtyStore((s) => s.setDirty);
  useEffect(() => {
    setDirty(isDirty);
  }, [isDirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
}
