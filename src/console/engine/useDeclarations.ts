import { use } from 'react';
import { useRegistry } from './RegistryContext';

/**
 * Waits (Suspense) until the whole declarations of these kinds are loaded (lazyRegistry.ts); after
 * it, `registry.get(kind)` gives them. Read declarations after calling it, not from a value kept
 * from before: an outline has no form and no list.
 */
export function useDeclarations(kinds: readonly string[]): void {
  // The registry gives a screen that waited the same promise again once settled, so `use` runs on
  // every render after a wait, as React requires; a screen that never waited never calls it.
  const pending = useRegistry().ready(kinds);
  if (pending) use(pending);
}
