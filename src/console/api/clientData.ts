import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from './sessionQuery';
import { useApi } from './ApiContext';

/**
 * The user, client and websites in one round trip (docs/architecture.md §5a: no waterfall before a
 * screen's own calls).
 */
export function useSession() {
  return useQuery(sessionQuery(useApi()));
}
