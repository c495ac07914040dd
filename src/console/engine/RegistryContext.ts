import { createContext, useContext } from 'react';
import type { Registry } from '../../shared/registry';
import { consoleRegistry } from './registry';

/**
 * The registry the engine reads. The bundled one unless a provider says otherwise, which is how
 * a test (or a preview of a draft declaration) runs the same screens on declarations of its own.
 */
export const RegistryContext = createContext<Registry>(consoleRegistry);

export function useRegistry(): Registry {
  return useContext(RegistryContext);
}
