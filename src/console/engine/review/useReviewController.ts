import { useCallback, useMemo, useState } from 'react';
import type { Area } from '../../../shared/enums';
import { useMe } from '../../api/auth';
import { useScope } from '../../common/ScopeContext';
import { useTimeZone } from '../../common/useTimeZone';
import { groupBlocks, mayReview, type PendingBlock } from '../../rules/reviewBlocks';
import { acknowledge, addNeeded, chosenOf, toggle, toggleAll, wroteIt, type ShownBlock } from '../../rules/reviewSelection';
import type { ReviewParams } from '../../rules/reviewScope';
import { useRegistry } from '../RegistryContext';
import { useLanding } from '../sidebarItems';
import { useDeclarations } from '../useDeclarations';
import { neededShown, reviewBody, reviewTally } from './reviewPageRules';
import { usePendingBlocks } from './usePendingBlocks';
import { useReviewActions } from './useReviewActions';
import { useReviewLook } from './useReviewLook';
import { useSchedules } from './useSchedules';

/**
 * Everything Pending Review knows and does for one area, without drawing it (ra-core's
 * controllers; ReviewPage.tsx draws what it returns): the pending changes by kind, what the
 * checker has seen and ticked (src/console/rules/reviewSelection.ts), the four-eyes rule, and the
 * publish, reset, schedule and reject actions on exactly what is on screen.
 */
export function useReviewController(area: Area, params: ReviewParams) {
  const scope = useScope();
  const me = useMe();
  const blocks = usePendingBlocks(params);
  const actions = useReviewActions(params);
  const timeZone = useTimeZone();
  const timed = useSchedules(params, timeZone);
  const userId = me.data ? Number(me.data.user_id) : undefined;
  const fourEyes = scope.client.settings?.four_eyes !== false;
  const isOwn = useCallback((b: ShownBlock) => wroteIt(b, userId, fourEyes), [userId, fourEyes]);
  const { look, change } = useReviewLook(blocks.data, isOwn);
  const [rejecting, setRejecting] = useState<PendingBlock | null>(null);
  const registry = useRegistry();
  const shown = useMemo(() => blocks.data ?? [], [blocks.data]);
  const groups = useMemo(() => groupBlocks(shown, (kind) => registry.find(kind)?.label.many), [shown, registry]);
  // The diffs read each kind's field titles and formats: the whole declarations of the kinds shown.
  useDeclarations(groups.map((group) => group.kind));
  const canAct = mayReview(scope.roles.isChecker, area);
  const chosen = chosenOf(shown, look, isOwn);
  const needed = neededShown(actions.refusal.needs, shown, isOwn);
  return {
    landing: useLanding(scope.useCase),
    timeZone,
    blocks,
    groups,
    look,
    isOwn,
    canAct,
    count: shown.length,
    body: reviewBody({ pending: blocks.isPending, failed: blocks.isError, count: shown.length }),
    chosen,
    needed,
    ...reviewTally(shown, look, isOwn, canAct),
    actions,
    timed,
    rejecting,
    setRejecting,
    open: (block: ShownBlock) => change((l) => acknowledge(l, block)),
    tick: (block: ShownBlock, on: boolean) => change((l) => toggle(l, block, on, isOwn)),
    tickAll: (on: boolean) => change((l) => toggleAll(l, shown, on, isOwn)),
    tickNeeded: () => change((l) => addNeeded(l, shown, needed, isOwn)),
    publishOne: (block: ShownBlock) => void actions.publishChosen([{ block_id: block.block_id, version: block.version }]),
    publishChosen: () => void actions.publishChosen(chosen),
    resetChosen: () => void actions.resetChosen(chosen),
    schedule: (at: string) => timed.schedule.mutateAsync({ at, blocks: chosen }),
  };
}
