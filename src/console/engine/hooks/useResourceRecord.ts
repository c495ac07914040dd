import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Declaration } from '../../../shared/registry';
import { recordQuery } from '../recordQuery';
import { useApi } from '../../api/ApiContext';
import type { ReadRequest } from '../resourceApi';
import { useApiScope } from './useApiScope';

/** One record (or a singleton) for the edit page (recordQuery.ts); `enabled` false for a new record. */
export function useResourceRecord(decl: Declaration, req: ReadRequest, enabled = true) {
  const scope = useApiScope();
  const queryClient = useQueryClient();
  return useQuery({ ...recordQuery(useApi(), queryClient, decl, scope, req), enabled });
}
