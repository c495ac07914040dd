import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import { changeCount, publishProblems, recordLabel, type PendingBlock } from '../../rules/reviewBlocks';
import { reviewAreaLabel, type ReviewParams } from '../../rules/reviewScope';
import { ApiError, api, errorMessage } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { confirm } from '../../state/confirmStore';
import { flash } from '../../state/flashStore';
import { pendingBlocksKey } from './usePendingBlocks';

/**
 * Publish all, reset all and reject one, for checkers. Every outcome, failures included,
 * refreshes the blocks, the client and websites (they carry hasPendingBlocks, which drive the
 * Pending Review button badge and the sidebar alerts) and the engine's records; a failure
 * (nothing pending, someone else was faster) also means the list on screen may be stale.
 */
export function useReviewActions(params: ReviewParams) {
  const queryClient = useQueryClient();
  // Reference problems of the last publish stay on the page as a list until the next action.
  const [problems, setProblems] = useState<string[]>([]);
  const area = reviewAreaLabel(params.asset_type_name);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pendingBlocksKey(params) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.client() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.client(params.client_id) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.websites(params.client_id) }),
      // Records change status (live, draft gone) and published products join the reference
      // lists: the engine's keys start with these prefixes (engine/resourceKeys.ts).
      queryClient.invalidateQueries({ queryKey: ['resource'] }),
      queryClient.invalidateQueries({ queryKey: ['reference'] }),
    ]);

  const publish = useMutation({
    mutationFn: async () =>
      (await api.post<{ published: number }>('/api/cms/vcs/publish', undefined, { query: params, fallback: t('publishFailed') })).data,
    onMutate: () => setProblems([]),
    onSuccess: (data) => flash.success(t('publishedCount', { count: changeCount(data.published) })),
    onError: (err) => {
      setProblems(err instanceof ApiError ? publishProblems(err.details) : []);
      flash.danger(errorMessage(err, t('publishFailed')));
    },
    onSettled: refresh,
  });

  const reset = useMutation({
    mutationFn: async () =>
      (await api.post<{ reverted: number }>('/api/cms/vcs/reset', undefined, { query: params, fallback: t('resetChangesFailed') })).data,
    onMutate: () => setProblems([]),
    onSuccess: (data) => flash.success(t('resetCount', { count: changeCount(data.reverted) })),
    onError: (err) => flash.danger(errorMessage(err, t('resetChangesFailed'))),
    onSettled: refresh,
  });

  const reject = useMutation({
    mutationFn: async ({ block, reason }: { block: PendingBlock; reason: string }) =>
      (
        await api.post<{ rejected: number; with_block_ids?: number[] }>(
          '/api/cms/vcs/reject',
          { block_id: block.block_id, reason },
          { query: { client_id: params.client_id }, fallback: t('rejectFailed') },
        )
      ).data,
    onSuccess: (data, { block }) => {
      const along = data?.with_block_ids?.length ?? 0;
      flash.success(
        along === 0
          ? t('rejectedRecord', { record: recordLabel(block) })
          : t('rejectedRecordWith', { record: recordLabel(block), count: changeCount(along) }),
      );
    },
    onError: (err) => flash.danger(errorMessage(err, t('rejectFailed'))),
    onSettled: refresh,
  });

  /** The confirm dialog states how many changes go live (or are dropped) before anything is sent. */
  async function publishAll(count: number): Promise<void> {
    const ok = await confirm({
      title: t('publishConfirmTitle', { count: changeCount(count) }),
      content: t('publishConfirmBody', { count: changeCount(count), area }),
      okText: t('publishAll'),
    });
    if (ok) await publish.mutateAsync().catch(() => undefined);
  }

  async function resetAll(count: number): Promise<void> {
    const ok = await confirm({
      title: t('resetConfirmTitle', { count: changeCount(count) }),
      content: t('resetConfirmBody', { count: changeCount(count), area }),
      okText: t('resetAll'),
      danger: true,
    });
    if (ok) await reset.mutateAsync().catch(() => undefined);
  }

  /** Resolves true when the block was rejected, so the reason dialog knows to close. */
  async function rejectOne(block: PendingBlock, reason: string): Promise<boolean> {
    return reject.mutateAsync({ block, reason }).then(
      () => true,
      () => false,
    );
  }

  return {
    publishAll,
    resetAll,
    rejectOne,
    problems,
    clearProblems: () => setProblems([]),
    busy: publish.isPending || reset.isPending || reject.isPending,
    publishing: publish.isPending,
    resetting: reset.isPending,
    rejecting: reject.isPending,
  };
}
