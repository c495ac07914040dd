import { useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import type { PendingBlock } from '../../rules/reviewBlocks';
import type { ReviewParams } from '../../rules/reviewScope';
import { api } from '../../api/client';
import { useApiScope } from '../hooks/useApiScope';
import { seedRefLabels } from '../hooks/seedRefLabels';

/** One cache entry per client, website (none for client-wide areas) and asset type. */
export function pendingBlocksKey(params: ReviewParams | null) {
  return ['vcs', 'blocks', params?.client_id ?? null, params?.website_id ?? null, params?.asset_type_name ?? null] as const;
}

/**
 * GET /api/cms/vcs/blocks: the changes of one asset type waiting for review, newest first. The names
 * of the records the changes point at come with them (meta.labels) and fill the label cache the diff
 * reads, so a diff says "Gold → Platinum" without a look-up per value.
 */
export function usePendingBlocks(params: ReviewParams | null) {
  const scope = useApiScope();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: pendingBlocksKey(params),
    enabled: params !== null,
    // Makers (this user elsewhere in the console, or anyone else) change this list at any time and
    // the checker acts on all of it: ask again whenever the page opens or the window regains focus.
    staleTime: 0,
    refetchOnWindowFocus: true,
    queryFn: async ({ signal }) => {
      const answer = await api.get<PendingBlock[]>('/api/cms/vcs/blocks', {
        query: { ...params, status: 'pendingreview' },
        signal,
        fallback: t('reviewLoadFailed'),
      });
      seedRefLabels(queryClient, scope, answer.meta?.labels);
      return answer.data ?? [];
    },
  });
}
