import { useState } from 'react';
import { firstLook, nextLook, type ReviewLook, type ShownBlock } from '../../rules/reviewSelection';

/**
 * What the checker has seen and ticked on this Pending Review (src/console/rules/reviewSelection.ts),
 * carried across every fresh answer of the list: the first answer is seen and ticked whole, later
 * ones leave what arrived or changed marked and unticked.
 */
export function useReviewLook<B extends ShownBlock>(blocks: B[] | undefined, isOwn: (b: ShownBlock) => boolean) {
  const [state, setState] = useState<{ data: B[]; look: ReviewLook } | null>(null);
  // Derived from the answer during render (React's pattern for state that follows a prop), so a
  // fresh list and its marks are drawn together, never the list without its marks.
  if (blocks && state?.data !== blocks) setState({ data: blocks, look: state ? nextLook(state.look, blocks) : firstLook(blocks, isOwn) });
  const look = state?.look ?? { seen: new Map<number, number>(), selected: new Set<number>() };
  return { look, change: (next: (look: ReviewLook) => ReviewLook) => setState((s) => (s ? { ...s, look: next(s.look) } : s)) };
}
