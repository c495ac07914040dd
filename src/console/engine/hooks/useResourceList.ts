import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Declaration } from '../../../shared/registry';
import { fetchList, type ListRequest } from '../resourceApi';
import { resourceKeys } from '../resourceKeys';
import { useApiScope } from './useApiScope';

/** One page of a kind's list; the previous page stays on screen while the next one loads. */
export function useResourceList(decl: Declaration, req: ListRequest) {
  const scope = useApiScope();
  return useQuery({
    queryKey: resourceKeys.list(decl.kind, scope, req),
    queryFn: ({ signal }) => fetchList(decl, scope, req, signal),
    placeholderData: keepPreviousData,
    enabled: !!decl.endpoints.list,
  });
}
