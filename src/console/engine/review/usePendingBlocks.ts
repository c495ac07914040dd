import { useQuery, useQueryClient } from '@tanstack/react-query';
import { tReview } from '../../../shared/reviewMessages';
import type { PendingBlock } from '../../rules/reviewBlocks';
import type { ReviewParams } from '../../rules/reviewScope';
import { useApi } from '../../api/ApiContext';
import { useApiScope } from '../hooks/useApiScope';
import { seedRefLabels } from '../hooks/seedRefLabels';

/** One cache entry per client, website (none for client-wide areas) and asset type. */
export function pendingBlocksKey(params: ReviewParams | null) {
  return ['vcs', 'blocks', params?.client_id ?? null, params?.website_id ?? null, params?.asset_type_name ?? null] as const;
}

/** Changes per call; a larger set comes in several pages, and all of them are shown. */
const PAGE = 500;
/** Beyond this many a list is not read whole in a browser: the server's ETag still names all of them. */
const MOST = 10_000;

/**
 * GET /api/cms/vcs/blocks: the changes of one asset type waiting for review, newest first — every
 * page of them, so the checker sees the whole set they publish. The names of the records the
 * changes point at come with them (meta.labels) and fill the label cache the diff reads, so a
 * diff says "Gold → Platinum" without a look-up per value.
 */
export function usePendingBlocks(params: ReviewParams | null) {
  const api = useApi();
  const scope = useApiScope();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: pendingBlocksKey(params),
    enabled: params !== null,
    // Makers (this user elsewhere in the console, or anyone else) change this list at any time: ask
    // again whenever the page opens, the window regains focus or the event stream says it moved.
    staleTime: 0,
    refetchOnWindowFocus: true,
    queryFn: async ({ signal }) => {
      const all: PendingBlock[] = [];
      for (let page = 1; all.length < MOST; page++) {
        const answer = await api.get<PendingBlock[]>('/api/cms/vcs/blocks', {
          query: { ...params, status: 'pendingreview', ...(page > 1 ? { page, max_results: PAGE } : {}) },
          signal,
          fallback: tReview('reviewLoadFailed'),
        });
        seedRefLabels(queryClient, scope, answer.meta?.labels);
        all.push(...(answer.data ?? []));
        const total = Number((answer.meta as { total?: number } | undefined)?.total ?? all.length);
        if (all.length >= total || (answer.data ?? []).length === 0) break;
      }
      return all;
    },
  });
}
