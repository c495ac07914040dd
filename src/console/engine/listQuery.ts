import type { QueryClient } from '@tanstack/react-query';
import type { Declaration } from '../../shared/registry';
import type { ApiClient } from '../api/client';
import { fetchList } from './resourceApi';
import { type ApiScope, type ListRequest } from '../../shared/rules/listCall';
import { resourceKeys } from './resourceKeys';
import { seedLabels } from './seedLabels';

/**
 * The query of one page of a kind's list, shared by the list screen (hooks/useResourceList.ts) and
 * the cold-load prefetch (prefetchList.ts) so both land in the same cache entry. The names of
 * referenced records come with the page (meta.labels) and fill the label cache the cells read, so
 * no look-up follows the list.
 */
export function listQuery(api: ApiClient, queryClient: QueryClient, decl: Declaration, scope: ApiScope, req: ListRequest) {
  return {
    queryKey: resourceKeys.list(decl.kind, scope, req),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const result = await fetchList(api, decl, scope, req, signal);
      seedLabels(queryClient, scope, result.meta.labels);
      return result;
    },
  };
}
