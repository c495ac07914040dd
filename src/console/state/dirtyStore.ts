import { useEffect } from 'react';
import { create } from 'zustand';

/** docs/product.md §4 unsaved changes: one flag for the page being edited; the leave guard reads it. */
interface DirtyState {
  dirty: boolean;
  /** Which forms of the page hold the changes ("Course SEO"), for the leave dialog to name them. */
  forms: readonly string[];
  setDirty: (dirty: boolean, forms?: readonly string[]) => void;
}

export const useDirtyStore = create<DirtyState>()((set) => ({
  dirty: false,
  forms: [],
  setDirty: (dirty, forms = []) => set({ dirty, forms: dirty ? forms : [] }),
}));

/**
 * For edit pages: `useUnsavedChanges(form.isDirty)`. Mirrors the value into the flag and clears
 * it when the page unmounts, so a left or saved page never keeps blocking navigation.
 */
export function useUnsavedChanges(isDirty: boolean, forms: readonly string[] = []): void {
  const setDirty = useDirtyStore((s) => s.setDirty);
  const named = forms.join('\n');
  useEffect(() => {
    setDirty(isDirty, named ? named.split('\n') : []);
  }, [isDirty, named, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
}
