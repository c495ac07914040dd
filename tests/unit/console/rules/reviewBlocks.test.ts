import { describe, expect, it } from 'vitest';
import {
  actionTag,
  groupBlocks,
  mayReview,
  publishProblems,
  recordLabel,
  rejectReasonProblem,
} from '../../../../src/console/rules/reviewBlocks';

describe('review blocks: tags, labels, groups, who may act', () => {
  it.each([
    ['CREATE', 'Create', 'green'],
    ['UPDATE', 'Update', 'blue'],
    ['DELETE', 'Delete', 'red'],
    ['MERGE', 'MERGE', 'default'],
    ['toString', 'toString', 'default'],
  ])('action %s is tagged %s (%s)', (action, label, color) => {
    expect(actionTag(action)).toEqual({ label, color });
  });

  it.each([
    ['the record name', { record_label: 'VIP Pass' }, 'VIP Pass'],
    ['a numeric display value', { record_label: 2026 }, '2026'],
    ['kind and id when the name is empty', { record_label: '  ' }, 'Zone #5'],
    ['kind and id when there is no name', { record_label: null }, 'Zone #5'],
    ['the kind key when the server has no label', { record_label: null, kind_label: null }, 'event-zones #5'],
  ])('a block is named by %s', (_case, extra, label) => {
    expect(recordLabel({ kind: 'event-zones', kind_label: 'Zone', record_id: 5, ...extra })).toBe(label);
  });

  it('groups by kind in label order, keeping the server order inside a group', () => {
    const blocks = [
      { block_id: 4, kind: 'event-zones', kind_label: 'Zone' },
      { block_id: 3, kind: 'delegate-passes', kind_label: 'Delegate pass' },
      { block_id: 2, kind: 'event-zones', kind_label: 'Zone' },
      { block_id: 1, kind: 'mystery', kind_label: null },
    ];
    const plural: Record<string, string> = { 'event-zones': 'Zones', 'delegate-passes': 'Delegate passes' };
    expect(groupBlocks(blocks, (k) => plural[k]).map((g) => [g.label, g.blocks.map((b) => b.block_id)])).toEqual([
      ['Delegate passes', [3]],
      ['mystery', [1]],
      ['Zones', [4, 2]],
    ]);
    expect(groupBlocks(blocks).map((g) => g.label)).toEqual(['Delegate pass', 'mystery', 'Zone']);
    expect(groupBlocks([])).toEqual([]);
  });

  it('only a checker of the area may publish, reset or reject', () => {
    const isChecker = { ENTITY: true, PAGE: false, FORM: true, SPEAKERS: false };
    expect(mayReview(isChecker, 'ENTITY')).toBe(true);
    expect(mayReview(isChecker, 'PAGE')).toBe(false);
    expect(mayReview(isChecker, 'FORM')).toBe(true);
    expect(mayReview(isChecker, 'SPEAKERS')).toBe(false);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['no', 'tooShort'],
    [' ok ', 'tooShort'],
    ['Wrong picture', null],
    ['x'.repeat(1000), null],
    ['x'.repeat(1001), 'tooLong'],
  ])('reject reason %j → %s', (reason, problem) => {
    expect(rejectReasonProblem(reason)).toBe(problem);
  });
});

describe('publish problems from a REFERENCE_NOT_LIVE answer', () => {
  it.each([
    [
      { problems: ['Zone "Hall A" points at Event 3, which is not live.', 'Pass 2 ...'] },
      ['Zone "Hall A" points at Event 3, which is not live.', 'Pass 2 ...'],
    ],
    [{ problems: ['one', 7, ''] }, ['one']],
    [{ problems: 'one' }, []],
    [undefined, []],
    [null, []],
  ])('%j → %j', (details, problems) => {
    expect(publishProblems(details)).toEqual(problems);
  });
});
