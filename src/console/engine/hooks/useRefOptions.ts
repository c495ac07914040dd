import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import { useMemo } from 'react';
import type { Id } from '../../api/types';
import { fetchList, fetchRecord, recordIdOf, recordName } from '../resourceApi';
import { useApi } from '../../api/ApiContext';
import { resourceKeys } from '../resourceKeys';
import { useRegistry } from '../RegistryContext';
import { useApiScope } from './useApiScope';
import type { Option } from './useReferenceOptions';

const FIVE_MINUTES = 5 * 60_000;
/** Enough to pick from; typing narrows the search on the server. */
const SEARCH_SIZE = 20;

/** Records of the target kind matching `search`, as select options ({value: id, label: display}). */
export function useRefSearch(kind: string, search: string, enabled = true): { options: Option[]; loading: boolean } {
  const api = useApi();
  const target = useRegistry().find(kind);
  const scope = useApiScope();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: resourceKeys.search(kind, scope, search),
    enabled: enabled && !!target?.endpoints.list,
    staleTime: FIVE_MINUTES,
    queryFn: async ({ signal }) => {
      const { rows } = await fetchList(api, target!, scope, { page: 1, maxResults: SEARCH_SIZE, search: search || undefined }, signal);
      return rows.map((row) => {
        const option = { value: recordIdOf(target!, row), label: recordName(target!, row) };
        // Seeds the label cache, so a picked record needs no second call to be named.
        queryClient.setQueryData(resourceKeys.label(kind, scope, option.value), option.label);
        return option;
      });
    },
  });
  return { options: query.data ?? [], loading: query.isFetching };
}

/** Display names of given ids of the target kind, one cached read each; the id itself until known. */
export function useRefLabels(kind: string, ids: readonly Id[], enabled = true): Map<string, string> {
  const api = useApi();
  const target = useRegistry().find(kind);
  const scope = useApiScope();
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: resourceKeys.label(kind, scope, id),
      enabled: enabled && !!target && (!!target.endpoints.read || !!target.endpoints.list),
      staleTime: FIVE_MINUTES,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const row = await fetchRecord(api, target!, scope, { id }, signal);
        return row ? recordName(target!, row) : t('refUnknown', { id: String(id) });
      },
    })),
  });
  const entries = ids.map((id, i): [string, string] => [String(id), results[i]?.data ?? t('refUnknown', { id: String(id) })]);
  // Keyed on the content: useQueries answers a new array on every render.
  const key = JSON.stringify(entries);
  return useMemo(() => new Map(JSON.parse(key) as [string, string][]), [key]);
}
