import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Declaration } from '../../../shared/registry';
import { queryKeys } from '../../api/keys';
import type { Id } from '../../api/types';
import { deleteRecord, saveRecord, type SaveRequest } from '../resourceApi';
import { useApi } from '../../api/ApiContext';
import { type ApiScope } from '../../../shared/rules/listCall';
import { resourceKeys } from '../resourceKeys';
import { useRegistry } from '../RegistryContext';
import { useApiScope } from './useApiScope';

/**
 * After any change: the kind's lists and records, those of the kinds it changes too (`also`: the
 * product a program owns, the programs whose price a price makes), reference data it feeds, and
 * the client and websites, whose hasPendingBlocks flags drive the Pending Review badges.
 */
export async function invalidateAfterChange(
  queryClient: QueryClient,
  decl: Declaration,
  scope: ApiScope,
  also: readonly string[] = [],
): Promise<void> {
  await Promise.all([
    ...[decl.kind, ...also].map((kind) => queryClient.invalidateQueries({ queryKey: resourceKeys.kind(kind) })),
    decl.referenceData ? queryClient.invalidateQueries({ queryKey: ['reference', decl.referenceData] }) : undefined,
    // The layout reads the client without an id (the 'default' key) and the websites by client id.
    queryClient.invalidateQueries({ queryKey: queryKeys.client() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.client(scope.clientId) }),
  ]);
}

export function useSaveRecord(decl: Declaration) {
  const api = useApi();
  const scope = useApiScope();
  const queryClient = useQueryClient();
  const also = useRegistry().dependentKinds(decl.kind);
  return useMutation({
    mutationFn: (req: SaveRequest) => saveRecord(api, decl, scope, req),
    // Not awaited: the page moves on at once and the lists refresh behind it.
    onSuccess: () => void invalidateAfterChange(queryClient, decl, scope, also),
  });
}

export function useDeleteRecord(decl: Declaration) {
  const api = useApi();
  const scope = useApiScope();
  const queryClient = useQueryClient();
  const also = useRegistry().dependentKinds(decl.kind);
  return useMutation({
    mutationFn: ({ id, version }: { id: Id; version: number }) => deleteRecord(api, decl, scope, id, version),
    onSuccess: () => void invalidateAfterChange(queryClient, decl, scope, also),
  });
}
