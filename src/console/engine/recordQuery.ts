import type { QueryClient } from '@tanstack/react-query';
import type { Declaration } from '../../shared/registry';
import type { ApiClient } from '../api/client';
import { fetchRecord, type ReadRequest } from './resourceApi';
import { type ApiScope } from '../../shared/rules/listCall';
import { resourceKeys } from './resourceKeys';
import { seedLabels } from './seedLabels';

/**
 * The query of one record (or a singleton) for its page (hooks/useResourceRecord.ts). The
 * names of the records it points at come with it (meta.labels) and fill the label cache its
 * selects read, so no look-up per value follows the record.
 */
export function recordQuery(api: ApiClient, queryClient: QueryClient, decl: Declaration, scope: ApiScope, req: ReadRequest) {
  return {
    queryKey: resourceKeys.record(decl.kind, scope, req),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchRecord(api, decl, scope, req, signal, ({ labels, owner }) => {
        if (labels) seedLabels(queryClient, scope, labels);
        if (owner && req.id !== undefined) queryClient.setQueryData(resourceKeys.owner(decl.kind, scope, req.id), owner);
      }),
    // The form is built from what was read: no background refetch may replace it mid-edit, and
    // no old copy is kept once the page closes, so reopening a record always reads it afresh.
    staleTime: Infinity,
    gcTime: 0,
  };
}
