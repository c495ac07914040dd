import { describe, expect, it } from 'vitest';
import { consolePath } from '../../../../src/shared/declarationFields';
import { recordAddress, type RecordPlace } from '../../../../src/console/engine/recordAddress';
import { consoleRegistry } from '../../../../src/console/engine/registry';

const courses = consolePath(consoleRegistry.get('courses'));
const zones = consolePath(consoleRegistry.get('event-zones'));

describe('recordAddress: where a record is edited', () => {
  it.each<[string, RecordPlace, string | undefined]>([
    ['a record of a kind with a list opens on its own page', { kind: 'event-zones', id: 7 }, `${zones}/7/edit`],
    [
      "a course's program opens in its drawer over the course",
      { kind: 'course-programs', id: 12, parent_kind: 'courses', parent_id: 3 },
      `${courses}/3/edit?sub=course-programs%2F12%2Fedit`,
    ],
    [
      'a parent kind this console does not know leaves the record on its own page',
      { kind: 'event-zones', id: 7, parent_kind: 'gone' },
      `${zones}/7/edit`,
    ],
    ['a kind this console does not know has no address', { kind: 'gone', id: 1 }, undefined],
  ])('%s', (_sentence, place, address) => {
    expect(recordAddress(consoleRegistry, place)).toBe(address);
  });
});
