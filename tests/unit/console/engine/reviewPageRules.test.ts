import { describe, expect, it } from 'vitest';
import { neededShown, reviewBody, reviewTally, type ReviewBody } from '../../../../src/console/engine/review/reviewPageRules';
import type { ReviewLook, ShownBlock } from '../../../../src/console/rules/reviewSelection';

describe('reviewBody: what the body of Pending Review shows', () => {
  it.each<[string, { pending: boolean; failed: boolean; count: number }, ReviewBody]>([
    ['a board waiting for its first answer shows it is loading', { pending: true, failed: false, count: 0 }, 'loading'],
    ['a board whose call failed offers to reload', { pending: false, failed: true, count: 0 }, 'error'],
    ['a board with nothing waiting says so, with the way back to the area', { pending: false, failed: false, count: 0 }, 'nothing pending'],
    ['a board with changes shows them by kind', { pending: false, failed: false, count: 2 }, 'changes'],
  ])('%s', (_sentence, facts, body) => {
    expect(reviewBody(facts)).toBe(body);
  });
});

// Block 1: seen as it is. Block 2: saved again since it was seen. Block 3: new since. Block 4: the checker's own, seen.
const blocks: ShownBlock[] = [
  { block_id: 1, version: 1, created_by: 20 },
  { block_id: 2, version: 3, created_by: 20 },
  { block_id: 3, version: 1, created_by: 20 },
  { block_id: 4, version: 1, created_by: 7 },
];
const look: ReviewLook = {
  seen: new Map([
    [1, 1],
    [2, 2],
    [4, 1],
  ]),
  selected: new Set([1]),
};
const mine = (b: ShownBlock) => b.created_by === 7;
const nobodys = () => false;

describe('reviewTally: the counts of Pending Review’s notes and “choose all”', () => {
  it.each([
    [
      'a checker is told of the changes marked since they looked and of their own, and may choose the rest as seen',
      mine,
      true,
      { marked: 2, own: 1, selectable: 1 },
    ],
    ['a viewer is not told of their own (they could not publish anything)', mine, false, { marked: 2, own: 0, selectable: 1 }],
    ['with four eyes off, a checker’s own changes may be chosen too', nobodys, true, { marked: 2, own: 0, selectable: 2 }],
  ])('%s', (_sentence, isOwn, canAct, tally) => {
    expect(reviewTally(blocks, look, isOwn, canAct)).toEqual(tally);
  });
});

describe('neededShown: what “choose the needed changes” ticks after a refusal', () => {
  it.each([
    ['a needed change on screen is offered', [1], [1]],
    ['a needed change the checker wrote is not', [4], []],
    ['a needed change no longer shown is not', [9], []],
    ['several, in the refusal’s order', [3, 4, 2], [3, 2]],
  ])('%s', (_sentence, needs, offered) => {
    expect(neededShown(needs, blocks, mine)).toEqual(offered);
  });
});
