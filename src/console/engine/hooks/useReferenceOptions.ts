import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { optionsEnum } from '../../../shared/enums';
import { enumLabelsOf } from '../../../shared/enumLabels';
import { t } from '../../../shared/messages';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/ApiContext';
import type { ApiScope } from '../../../shared/rules/listCall';
import { resourceKeys } from '../resourceKeys';
import { useApiScope } from './useApiScope';

export interface Option {
  value: string | number | boolean;
  label: string;
}

const TEN_MINUTES = 10 * 60_000;

/**
 * Choices named by `x-options`: an enumeration of shared/enums in its words (no call), or reference data of
 * /api/main/<name> (docs/product.md §7; countries is a POST with website_id). Reference data barely changes,
 * so it is cached for ten minutes and shared by every select and column that names it.
 */
export function useReferenceOptions(source: string | undefined): { options: Option[]; loading: boolean } {
  const scope = useApiScope();
  const values = source ? optionsEnum(source) : undefined;
  const remote = source !== undefined && values === undefined;
  const query = useQuery({ ...referenceOptionsQuery(useApi(), source ?? '', scope), enabled: remote });
  // An enumeration's coded values in words (shared/enumLabels.ts): the filters' choices, the review's and history's cells.
  const enumOptions = useMemo(() => {
    const labels = enumLabelsOf(source) ?? {};
    return values?.map((v) => ({ value: v, label: labels[v] ?? v }));
  }, [source, values]);
  if (enumOptions) return { options: enumOptions, loading: false };
  return { options: query.data ?? NO_OPTIONS, loading: remote && query.isPending };
}

const NO_OPTIONS: Option[] = [];

/** True when `x-options` names reference data the server holds, not an enumeration of shared/enums. */
export const isRemoteOptions = (source: string): boolean => optionsEnum(source) === undefined;

/** The query of one source of reference data, shared by the selects and what asks for it early (edit/usePrefetchedOptions.ts). */
export function referenceOptionsQuery(api: ApiClient, source: string, scope: ApiScope) {
  return {
    queryKey: resourceKeys.reference(source, scope),
    staleTime: TEN_MINUTES,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const fallback = t('fetchFailed', { what: source });
      const answer =
        source === 'countries'
          ? await api.post<Option[]>('/api/main/countries', scope.websiteId ? { website_id: Number(scope.websiteId) } : undefined, {
              signal,
              fallback,
            })
          : await api.get<Option[]>(`/api/main/${source}`, {
              query: { client_id: scope.clientId, website_id: scope.websiteId },
              signal,
              fallback,
            });
      return (answer.data ?? []).map((item) => ({ value: item.value, label: String(item.label ?? item.value) }));
    },
  };
}
