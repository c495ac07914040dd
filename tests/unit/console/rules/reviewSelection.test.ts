import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  addNeeded,
  chosenOf,
  firstLook,
  markOf,
  nextLook,
  toggle,
  toggleAll,
  wroteIt,
  type ShownBlock,
} from '../../../../src/console/rules/reviewSelection';

const ME = 7;
const block = (id: number, version = 1, touched: number[] = [8]): ShownBlock => ({
  block_id: id,
  version,
  created_by: touched[0] ?? 8,
  touched_by: touched,
});
const isOwn = (b: ShownBlock) => wroteIt(b, ME);
const ids = (chosen: { block_id: number }[]) => chosen.map((c) => c.block_id);

describe('what the checker wrote', () => {
  it.each([
    ['a change someone else wrote is not theirs', block(1), ME, true, false],
    ['a change they wrote a version of is theirs', block(1, 2, [8, ME]), ME, true, true],
    ['with four eyes off nothing is held back', block(1, 2, [ME]), ME, false, false],
    ['before the user is known nothing is taken for theirs', block(1, 1, [ME]), undefined, true, false],
  ])('%s', (_sentence, b, user, fourEyes, expected) => {
    expect(wroteIt(b, user, fourEyes)).toBe(expected);
  });
});

describe('what a publish sends', () => {
  it.each([
    [
      'on first look, every change the checker may publish, at the versions shown',
      [block(1), block(2, 3)],
      (l: ReturnType<typeof firstLook>) => l,
      [1, 2],
    ],
    ['never a change the checker wrote', [block(1), block(2, 1, [ME])], (l: ReturnType<typeof firstLook>) => l, [1]],
    ['not a change unticked', [block(1), block(2)], (l: ReturnType<typeof firstLook>) => toggle(l, block(2), false, isOwn), [1]],
    [
      'nothing once all is unticked',
      [block(1), block(2)],
      (l: ReturnType<typeof firstLook>) => toggleAll(l, [block(1), block(2)], false, isOwn),
      [],
    ],
  ])('%s', (_sentence, blocks, act, expected) => {
    expect(ids(chosenOf(blocks, act(firstLook(blocks, isOwn)), isOwn))).toEqual(expected);
  });

  it('leaves out what arrived or was saved again while the checker looked, marked, until seen and ticked', () => {
    const look = firstLook([block(1), block(2)], isOwn);
    const now = [block(1), block(2, 2), block(3)];
    const later = nextLook(look, now);
    expect(now.map((b) => markOf(b, later))).toEqual([null, 'changed', 'new']);
    expect(ids(chosenOf(now, later, isOwn))).toEqual([1]);
    const opened = acknowledge(later, block(2, 2));
    expect(markOf(block(2, 2), opened)).toBeNull();
    expect(ids(chosenOf(now, opened, isOwn))).toEqual([1]);
    const ticked = toggle(opened, block(3), true, isOwn);
    expect(ids(chosenOf(now, ticked, isOwn))).toEqual([1, 3]);
    expect(chosenOf(now, ticked, isOwn).find((c) => c.block_id === 3)?.version).toBe(1);
  });

  it('drops a change that is no longer pending, and ticks the pending ones a refusal says are needed', () => {
    const look = toggle(firstLook([block(1), block(2)], isOwn), block(2), false, isOwn);
    expect(ids(chosenOf([block(1)], nextLook(look, [block(1)]), isOwn))).toEqual([1]);
    const needed = addNeeded(look, [block(1), block(2)], [2], isOwn);
    expect(ids(chosenOf([block(1), block(2)], needed, isOwn))).toEqual([1, 2]);
  });

  it('selects all only what is as seen and not the checker’s', () => {
    const shown = [block(1), block(2, 1, [ME]), block(3, 2)];
    const look = nextLook(firstLook([block(1), block(2, 1, [ME]), block(3)], isOwn), shown);
    expect(ids(chosenOf(shown, toggleAll(look, shown, true, isOwn), isOwn))).toEqual([1]);
  });
});
