import { createContext, useContext } from 'react';
import type { Scope } from './scope';

export const ScopeContext = createContext<Scope | null>(null);

/** The signed-in scope (client, active website, roles); only inside the console layout. */
export function useScope(): Scope {
  const scope = useContext(ScopeContext);
  if (scope === null) throw new Error('useScope() is only available inside the console layout');
  return scope;
}
