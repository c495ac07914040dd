import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Declaration } from '../../../shared/registry';
import { fetchList, type ListRequest } from '../resourceApi';
import { resourceKeys } from '../resourceKeys';
import { useApiScope } from './useApiScope';

/**
 * One page of a kind's list; the previous page stays on screen while the next one loads. The names
 * of referenced records come with the page (meta.labels) and fill the label cache the cells read,
 * so no look-up follows the list.
 */
export function useResourceList(decl: Declaration, req: ListRequest) {
  const scope = useApiScope();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: resourceKeys.list(decl.kind, scope, req),
    queryFn: async ({ signal }) => {
      const result = await fetchList(decl, scope, req, signal);
      for (const [kind, names] of Object.entries(result.meta.labels ?? {})) {
        for (const [id, name] of Object.entries(names)) queryClient.setQueryData(resourceKeys.label(kind, scope, id), name);
      }
      return result;
    },
    placeholderData: keepPreviousData,
    enabled: !!decl.endpoints.list,
  });
}
