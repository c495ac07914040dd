import { use } from 'react';
import { useRegistry } from './RegistryContext';

/**
 * Waits (Suspense) until the whole declarations of these kinds are loaded (lazyRegistry.ts); after
 * it, `registry.get(kind)` gives them. Read declarations after calling it, not from a value kept
 * from before: an outline has no form and no list.
 */
export function useDeclarations(kinds: readonly string[]): void {
  // Conditional, as React's `use` may be: while the kinds load, the registry gives the same promise
  // on every render; once they are here, none.
  const pending = useRegistry().ready(kinds);
  if (pending) use(pending);
}
