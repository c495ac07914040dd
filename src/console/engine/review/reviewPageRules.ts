/**
 * What Pending Review decides, as plain functions (the headless part of ReviewPage.tsx, tested in
 * tests/unit/console/engine/reviewPageRules.test.ts); the selection itself moves by
 * src/console/rules/reviewSelection.ts.
 */
import { markOf, type ReviewLook, type ShownBlock } from '../../rules/reviewSelection';

/** What the board's body shows: loading, an error to reload, that nothing waits, or the changes by kind. */
export type ReviewBody = 'loading' | 'error' | 'nothing pending' | 'changes';

export function reviewBody(f: { pending: boolean; failed: boolean; count: number }): ReviewBody {
  if (f.pending) return 'loading';
  if (f.failed) return 'error';
  return f.count === 0 ? 'nothing pending' : 'changes';
}

export interface ReviewTally {
  /** Marked: arrived or saved again since the checker looked. */
  marked: number;
  /** The checker's own (four eyes): counted only for a checker, who could otherwise publish them. */
  own: number;
  /** What "choose all" ticks: not the checker's own, and as seen. */
  selectable: number;
}

/** The counts Pending Review's notes and its "choose all" box show. */
export function reviewTally(
  blocks: readonly ShownBlock[],
  look: ReviewLook,
  isOwn: (b: ShownBlock) => boolean,
  canAct: boolean,
): ReviewTally {
  return {
    marked: blocks.filter((b) => markOf(b, look) !== null).length,
    own: canAct ? blocks.filter(isOwn).length : 0,
    selectable: blocks.filter((b) => !isOwn(b) && markOf(b, look) === null).length,
  };
}

/** The ids a refusal names as needed (a pending parent) that are shown and the checker may tick. */
export function neededShown(needs: readonly number[], blocks: readonly ShownBlock[], isOwn: (b: ShownBlock) => boolean): number[] {
  return needs.filter((id) => blocks.some((b) => b.block_id === id && !isOwn(b)));
}
