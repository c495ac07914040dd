import { t } from '../../shared/messages';
import type { MyChange } from '../rules/myChanges';
import type { ApiClient } from './client';
import type { Id } from './types';

export interface MyChangesAnswer {
  changes: MyChange[];
  /** Rejections decided since the user last looked at My changes. */
  unseen: number;
}

/**
 * GET /api/cms/vcs/my_changes: the user's pending and rejected changes. One cache entry shared by
 * the sign-in notice, the sidebar's alert and the My changes page; the event stream refreshes it.
 */
export const myChangesQuery = (api: ApiClient, clientId: Id) => ({
  queryKey: ['my-changes', clientId] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MyChangesAnswer> => {
    const answer = await api.get<MyChange[]>('/api/cms/vcs/my_changes', {
      query: { client_id: clientId },
      signal,
      fallback: t('myChangesLoadFailed'),
    });
    return {
      changes: answer.data ?? [],
      unseen: Number((answer.meta as { unseen_rejections?: number } | undefined)?.unseen_rejections ?? 0),
    };
  },
});
