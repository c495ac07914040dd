import { useQuery } from '@tanstack/react-query';
import type { Declaration } from '../../../shared/registry';
import { fetchRecord, type ReadRequest } from '../resourceApi';
import { resourceKeys } from '../resourceKeys';
import { useApiScope } from './useApiScope';

/** One record (or a singleton) for the edit page; `enabled` false for a new record. */
export function useResourceRecord(decl: Declaration, req: ReadRequest, enabled = true) {
  const scope = useApiScope();
  return useQuery({
    queryKey: resourceKeys.record(decl.kind, scope, req),
    queryFn: ({ signal }) => fetchRecord(decl, scope, req, signal),
    enabled,
    // The form is built from what was read: no background refetch may replace it mid-edit, and
    // no old copy is kept once the page closes, so reopening a record always reads it afresh.
    staleTime: Infinity,
    gcTime: 0,
  });
}
