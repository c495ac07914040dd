import { describe, expect, it } from 'vitest';
import { areaForTab, tabIdForPath, tabIdForSegment } from '../../../../src/console/rules/routeTab';

describe('docs/product.md §2: the first segment maps to a tab', () => {
  it.each([
    ['pending-reviews', '1'],
    ['entities', '2'],
    ['pages', '3'],
    ['forms', '4'],
    ['speakers-list', '6'],
    ['courses', 'invalid'],
    ['', 'invalid'],
    ['ENTITIES', 'invalid'],
  ])('segment %j is tab %s', (segment, tab) => {
    expect(tabIdForSegment(segment)).toBe(tab);
  });
});

describe('the tab of a console route', () => {
  it.each([
    ['/make/entities/programs', '2', 'entity lists are the Entities tab'],
    ['/make/entities/delegate-passes/42', '2', 'a record under entities is still Entities'],
    ['/make/pages/edit-website', '3', 'Content & Images is the pages tab'],
    ['/make/generic/forms', '4', 'Generic Form is the forms tab'],
    ['/make/dynamic/forms', '5', 'Dynamic Form takes the free id 5'],
    ['/make/speakers-list', '6', 'People is the speakers-list tab'],
    ['/check/entities/pending-entities', '1', 'every /check route is Pending Review'],
    ['/check/speakers-list/pending-entities', '1', 'pending people are Pending Review too'],
    ['/', 'none', 'home belongs to no tab'],
    ['/settings', 'none', 'settings belongs to no tab'],
    ['/make/courses', 'invalid', 'an unknown segment is an invalid route'],
    ['/nonsense', 'invalid', 'an unknown first segment is an invalid route'],
    ['/settings/extra', 'invalid', 'nothing lives below settings'],
  ])('%s → %s (%s)', (path, tab) => {
    expect(tabIdForPath(path)).toBe(tab);
  });
});

describe('the area a tab belongs to', () => {
  it.each([
    ['2', 0, 0],
    ['3', 1, 0],
    ['4', 0, 1],
    ['5', 0, 1],
    ['6', 0, 1],
    ['1', 0, 0],
    ['1', 1, 1],
  ] as const)('tab %s with current area %i is area %i', (tab, current, area) => {
    expect(areaForTab(tab, current)).toBe(area);
  });
});
