import { useQuery } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import { useApi } from '../../api/ApiContext';
import { useScope } from '../../common/ScopeContext';
import { useDebounced } from '../../engine/hooks/useDebounced';

export interface FoundRecord {
  kind: string;
  id: number;
  label: string;
  /** A child's record (a program) names the parent it opens through (its course). */
  parent_kind?: string;
  parent_id?: number;
}

/** Records of every kind matching the text, from one server search, once the typing pauses. */
export function useRecordSearch(text: string, enabled: boolean) {
  const api = useApi();
  const { clientId, websiteId } = useScope();
  const q = useDebounced(text.trim(), 200);
  return useQuery({
    queryKey: ['palette-search', clientId, websiteId, q],
    enabled: enabled && q.length >= 2,
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (
        await api.get<FoundRecord[]>('/api/cms/search', {
          query: { client_id: clientId, website_id: websiteId, q },
          signal,
          fallback: t('paletteSearchFailed'),
        })
      ).data ?? [],
  });
}
