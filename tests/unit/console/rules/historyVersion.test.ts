import { describe, expect, it } from 'vitest';
import { canRestore, versionDiff, type RecordVersion } from '../../../../src/console/rules/historyVersion';

const version = (over: Partial<RecordVersion>): RecordVersion => ({
  version: 1,
  status: 'live',
  action: 'UPDATE',
  by: 'Manish Maker',
  at: '2026-11-25T10:00:00.000Z',
  review: null,
  changes: [{ field: 'zone_name', from: 'Hall A', to: 'Hall B' }],
  ...over,
});

describe('which version can be restored', () => {
  it.each([
    ['an older version that differs from the working copy', version({ version: 1, restorable: true }), true],
    ['a rejected version, to try it again', version({ version: 2, status: 'rejected', restorable: true }), true],
    ['not one that holds what the record shows now, however old', version({ version: 1, restorable: false }), false],
    ['not the newest pending one: it is the draft already', version({ version: 3, status: 'pendingreview', restorable: false }), false],
    ['not when the server did not say (an older server)', version({ version: 2 }), false],
    ['never a deletion: it holds no content', version({ version: 2, action: 'DELETE', restorable: true }), false],
  ])('%s', (_sentence, v, expected) => {
    expect(canRestore(v)).toBe(expected);
  });
});

describe('what a version’s diff shows', () => {
  it.each([
    ['an update shows only the changed fields, before and after', 'UPDATE', { zone_name: 'Hall A' }, { zone_name: 'Hall B' }],
    ['a creation shows its values only', 'CREATE', null, { zone_name: 'Hall B' }],
    ['a deletion shows what went', 'DELETE', { zone_name: 'Hall A' }, null],
  ] as const)('%s', (_sentence, action, before, after) => {
    expect(versionDiff(version({ action }))).toEqual({ block_id: 1, action, before, after });
  });
});
