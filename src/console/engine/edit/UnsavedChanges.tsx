import { useUnsavedChanges } from '../../state/dirtyStore';

/**
 * Mirrors a page's dirty state into the leave-page guard. A component of its own so only the
 * page itself mounts it: an embedded form (a drawer) unmounting would otherwise clear the flag
 * while the page around it still has changes.
 */
export function UnsavedChanges({ dirty, forms }: { dirty: boolean; forms?: readonly string[] }) {
  useUnsavedChanges(dirty, forms);
  return null;
}
