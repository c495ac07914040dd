import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Declaration } from '../../../shared/registry';
import type { ListRequest } from '../../../shared/rules/listCall';
import { listQuery } from '../listQuery';
import { useApi } from '../../api/ApiContext';
import { useApiScope } from './useApiScope';

/** One page of a kind's list (listQuery.ts); the previous page stays on screen while the next one loads. */
export function useResourceList(decl: Declaration, req: ListRequest) {
  const scope = useApiScope();
  const queryClient = useQueryClient();
  return useQuery({
    ...listQuery(useApi(), queryClient, decl, scope, req),
    placeholderData: keepPreviousData,
    enabled: !!decl.endpoints.list,
  });
}
