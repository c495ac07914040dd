import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import { tReview } from '../../../shared/reviewMessages';
import { errorMessage } from '../../api/client';
import { useApi } from '../../api/ApiContext';
import type { ReviewParams } from '../../rules/reviewScope';
import { schedulesOf, type Schedule } from '../../rules/schedules';
import { flash } from '../../state/flashStore';
import { showDateTime } from '../../../shared/rules/timeDisplay';
import { pendingBlocksKey } from './usePendingBlocks';

/** The scope's scheduled publishes, setting one and cancelling one; the server enforces the checker role. */
export function useSchedules(params: ReviewParams, timeZone: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = ['schedules', params.client_id];
  const all = useQuery({
    queryKey: key,
    // A schedule runs on the server while the page is open: look again now and then.
    refetchInterval: 30_000,
    queryFn: async ({ signal }) =>
      (
        await api.get<Schedule[]>('/api/cms/vcs/schedules', {
          query: { client_id: params.client_id },
          signal,
          fallback: t('fetchFailed', { what: tReview('schedulesTitle') }),
        })
      ).data ?? [],
  });
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: pendingBlocksKey(params) })]);
  const schedule = useMutation({
    // The schedule keeps the changes chosen at the versions shown (docs/review-flow.md).
    mutationFn: async ({ at, blocks }: { at: string; blocks: { block_id: number; version: number }[] }) =>
      (
        await api.post<{ schedule_id: number; publish_at: string }>(
          '/api/cms/vcs/publish',
          { publish_at: at, blocks },
          { query: params, fallback: tReview('publishAtFailed') },
        )
      ).data,
    onSuccess: (data) => flash.success(tReview('publishAtDone', { time: showDateTime(data.publish_at, timeZone) })),
    onError: (err) => flash.danger(errorMessage(err, tReview('publishAtFailed'))),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: async (id: number) =>
      (
        await api.delete(`/api/cms/vcs/schedules/${id}`, {
          query: { client_id: params.client_id },
          fallback: tReview('scheduleCancelFailed'),
        })
      ).data,
    onSuccess: () => flash.success(tReview('scheduleCancelled')),
    onError: (err) => flash.danger(errorMessage(err, tReview('scheduleCancelFailed'))),
    onSettled: refresh,
  });
  return { schedules: schedulesOf(all.data ?? [], params), schedule, cancel };
}
