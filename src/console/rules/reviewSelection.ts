/**
 * What a checker has seen and chosen on Pending Review (docs/review-flow.md): the console sends
 * exactly what is on screen — the changes ticked, at the versions shown, minus those the checker
 * wrote. A change that arrives or is saved again while the checker looks is marked and left out
 * until they open or tick it. Pure: the board keeps the state, these rules move it.
 */

/** The fields of a pending change these rules read. */
export interface ShownBlock {
  block_id: number;
  version: number;
  created_by: number;
  touched_by?: number[] | null;
}

export interface ReviewLook {
  /** block id → the version the checker has seen. */
  seen: ReadonlyMap<number, number>;
  /** The changes ticked for the next publish, reset or schedule. */
  selected: ReadonlySet<number>;
}

/** How a change stands against what the checker has seen: new since, saved again since, or as seen. */
export type Mark = 'new' | 'changed' | null;

export function markOf(block: ShownBlock, look: ReviewLook): Mark {
  const seen = look.seen.get(block.block_id);
  if (seen === undefined) return 'new';
  return seen === block.version ? null : 'changed';
}

/** Four eyes: the checker wrote a version of it (unless the client turned the rule off). */
export function wroteIt(block: ShownBlock, userId: number | undefined, fourEyes = true): boolean {
  if (!fourEyes || userId === undefined) return false;
  return block.created_by === userId || (block.touched_by ?? []).includes(userId);
}

/** The first look at a list: all of it seen, all of it the checker may publish ticked. */
export function firstLook(blocks: readonly ShownBlock[], isOwn: (b: ShownBlock) => boolean): ReviewLook {
  return {
    seen: new Map(blocks.map((b) => [b.block_id, b.version])),
    selected: new Set(blocks.filter((b) => !isOwn(b)).map((b) => b.block_id)),
  };
}

/**
 * A fresh answer while the page is open: changes no longer pending drop out, and one saved again
 * since it was ticked is unticked (it is not what was seen); new ones are not ticked.
 */
export function nextLook(look: ReviewLook, blocks: readonly ShownBlock[]): ReviewLook {
  const now = new Map(blocks.map((b) => [b.block_id, b]));
  const seen = new Map([...look.seen].filter(([id]) => now.has(id)));
  const selected = new Set([...look.selected].filter((id) => now.get(id)?.version === seen.get(id)));
  return { seen, selected };
}

/** The checker opened or ticked a change: what it holds now counts as seen. */
export function acknowledge(look: ReviewLook, block: ShownBlock): ReviewLook {
  return { ...look, seen: new Map(look.seen).set(block.block_id, block.version) };
}

/** Ticks or unticks one change; ticking counts as seeing it. Own work is never ticked. */
export function toggle(look: ReviewLook, block: ShownBlock, on: boolean, isOwn: (b: ShownBlock) => boolean): ReviewLook {
  const seenNow = acknowledge(look, block);
  const selected = new Set(look.selected);
  if (on && !isOwn(block)) selected.add(block.block_id);
  else selected.delete(block.block_id);
  return { ...seenNow, selected };
}

/** Ticks every change the checker may publish that is as seen, or unticks all. */
export function toggleAll(look: ReviewLook, blocks: readonly ShownBlock[], on: boolean, isOwn: (b: ShownBlock) => boolean): ReviewLook {
  if (!on) return { ...look, selected: new Set() };
  return { ...look, selected: new Set(blocks.filter((b) => !isOwn(b) && markOf(b, look) === null).map((b) => b.block_id)) };
}

/** What a publish, reset or schedule sends: the ticked changes still shown, as seen, not the checker's own, at the versions shown. */
export function chosenOf(
  blocks: readonly ShownBlock[],
  look: ReviewLook,
  isOwn: (b: ShownBlock) => boolean,
): { block_id: number; version: number }[] {
  return blocks
    .filter((b) => look.selected.has(b.block_id) && markOf(b, look) === null && !isOwn(b))
    .map((b) => ({ block_id: b.block_id, version: b.version }));
}

/** The changes a refusal said are needed (a pending parent), ticked too where the checker may. */
export function addNeeded(
  look: ReviewLook,
  blocks: readonly ShownBlock[],
  needs: readonly number[],
  isOwn: (b: ShownBlock) => boolean,
): ReviewLook {
  return blocks.filter((b) => needs.includes(b.block_id)).reduce((acc, b) => toggle(acc, b, true, isOwn), look);
}
