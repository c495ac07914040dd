import { useQuery } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import type { PendingBlock } from '../../rules/reviewBlocks';
import type { ReviewParams } from '../../rules/reviewScope';
import { api } from '../../api/client';

/** One cache entry per client, website (none for client-wide areas) and asset type. */
export function pendingBlocksKey(params: ReviewParams | null) {
  return ['vcs', 'blocks', params?.client_id ?? null, params?.website_id ?? null, params?.asset_type_name ?? null] as const;
}

/** GET /api/cms/vcs/blocks: the changes of one asset type waiting for review, newest first. */
export function usePendingBlocks(params: ReviewParams | null) {
  return useQuery({
    queryKey: pendingBlocksKey(params),
    enabled: params !== null,
    // Makers (this user elsewhere in the console, or anyone else) change this list at any time and
    // the checker acts on all of it: ask again whenever the page opens or the window regains focus.
    staleTime: 0,
    refetchOnWindowFocus: true,
    queryFn: async ({ signal }) =>
      (
        await api.get<PendingBlock[]>('/api/cms/vcs/blocks', {
          query: { ...params, status: 'pendingreview' },
          signal,
          fallback: t('reviewLoadFailed'),
        })
      ).data ?? [],
  });
}
