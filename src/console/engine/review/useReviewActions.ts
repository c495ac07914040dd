import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import { tReview } from '../../../shared/reviewMessages';
import { neededBlocks, publishProblems, recordLabel, type PendingBlock } from '../../rules/reviewBlocks';
import { reviewAreaLabel, type ReviewParams } from '../../rules/reviewScope';
import { ApiError, errorMessage } from '../../api/client';
import { useApi } from '../../api/ApiContext';
import { queryKeys } from '../../api/keys';
import { confirm } from '../../state/confirmStore';
import { flash } from '../../state/flashStore';
import { requestHeadingFocus } from '../../state/headingFocus';
import { pendingBlocksKey } from './usePendingBlocks';

/** The changes a call names: each at the version the checker saw (docs/review-flow.md). */
export type Chosen = { block_id: number; version: number }[];

/** Why the last publish or reset was refused: the sentences, and the pending changes it needs. */
export interface Refusal {
  problems: string[];
  needs: number[];
}

const NO_REFUSAL: Refusal = { problems: [], needs: [] };

/**
 * Publish, reset and reject for checkers, each naming exactly the changes on screen. Every outcome,
 * failures included, refreshes the blocks, the client and websites (they carry hasPendingBlocks,
 * which drive the Pending Review badge and the sidebar alerts) and the engine's records: a refusal
 * (a change saved meanwhile, someone else faster) means what is on screen is stale.
 */
export function useReviewActions(params: ReviewParams) {
  const api = useApi();
  const queryClient = useQueryClient();
  // Reference problems of the last publish stay on the page until the next action.
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const area = reviewAreaLabel(params.asset_type_name);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pendingBlocksKey(params) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.client() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.client(params.client_id) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.websites(params.client_id) }),
      queryClient.invalidateQueries({ queryKey: ['my-changes'] }),
      // Records change status (live, draft gone) and published products join the reference
      // lists: the engine's keys start with these prefixes (engine/resourceKeys.ts).
      queryClient.invalidateQueries({ queryKey: ['resource'] }),
      queryClient.invalidateQueries({ queryKey: ['reference'] }),
    ]);
  const refused = (err: unknown, fallback: string) => {
    setRefusal(err instanceof ApiError ? { problems: publishProblems(err.details), needs: neededBlocks(err.details) } : NO_REFUSAL);
    flash.danger(errorMessage(err, fallback));
  };

  const publish = useMutation({
    mutationFn: async (blocks: Chosen) =>
      (await api.post<{ published: number }>('/api/cms/vcs/publish', { blocks }, { query: params, fallback: t('publishFailed') })).data,
    onMutate: () => setRefusal(NO_REFUSAL),
    onSuccess: (data) => {
      requestHeadingFocus();
      flash.success(tReview('publishedCount', { count: data.published }));
    },
    onError: (err) => refused(err, t('publishFailed')),
    onSettled: refresh,
  });

  const reset = useMutation({
    mutationFn: async (blocks: Chosen) =>
      (await api.post<{ reverted: number }>('/api/cms/vcs/reset', { blocks }, { query: params, fallback: t('resetChangesFailed') })).data,
    onMutate: () => setRefusal(NO_REFUSAL),
    onSuccess: (data) => {
      requestHeadingFocus();
      flash.success(tReview('resetCount', { count: data.reverted }));
    },
    onError: (err) => refused(err, t('resetChangesFailed')),
    onSettled: refresh,
  });

  const reject = useMutation({
    mutationFn: async ({ block, reason }: { block: PendingBlock; reason: string }) =>
      (
        await api.post<{ rejected: number; with_block_ids?: number[] }>(
          '/api/cms/vcs/reject',
          { block_id: block.block_id, reason },
          { query: { client_id: params.client_id }, fallback: tReview('rejectFailed') },
        )
      ).data,
    onSuccess: (data, { block }) => {
      const along = data?.with_block_ids?.length ?? 0;
      flash.success(
        along === 0
          ? tReview('rejectedRecord', { record: recordLabel(block) })
          : tReview('rejectedRecordWith', { record: recordLabel(block), count: along }),
      );
    },
    onError: (err) => flash.danger(errorMessage(err, tReview('rejectFailed'))),
    onSettled: refresh,
  });

  /** The confirm dialog states how many changes go live before anything is sent. */
  async function publishChosen(blocks: Chosen): Promise<void> {
    const ok = await confirm({
      title: tReview('publishConfirmTitle', { count: blocks.length }),
      content: tReview('publishConfirmBody', { count: blocks.length, area }),
      okText: tReview('publish'),
    });
    if (ok) await publish.mutateAsync(blocks).catch(() => undefined);
  }

  async function resetChosen(blocks: Chosen): Promise<void> {
    const ok = await confirm({
      title: tReview('resetConfirmTitle', { count: blocks.length }),
      content: tReview('resetConfirmBody', { count: blocks.length, area }),
      okText: tReview('reset'),
      danger: true,
    });
    if (ok) await reset.mutateAsync(blocks).catch(() => undefined);
  }

  /** Resolves true when the block was rejected, so the reason dialog knows to close. */
  async function rejectOne(block: PendingBlock, reason: string): Promise<boolean> {
    return reject.mutateAsync({ block, reason }).then(
      () => true,
      () => false,
    );
  }

  return {
    publishChosen,
    resetChosen,
    rejectOne,
    refusal,
    clearRefusal: () => setRefusal(NO_REFUSAL),
    busy: publish.isPending || reset.isPending || reject.isPending,
    publishing: publish.isPending,
    resetting: reset.isPending,
    rejecting: reject.isPending,
  };
}
