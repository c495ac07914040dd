import { describe, expect, it } from 'vitest';
import { resolveActiveWebsite, routeAfterWebsiteSwitch, routeHasRecordId } from '../../../../src/console/rules/websiteSwitch';

const sites = [
  { website_id: 11, usecase_relation: { usecase_code: 'EDU' as const } },
  { website_id: 12, usecase_relation: { usecase_code: 'EVT' as const } },
];

describe('docs/product.md §4: after the website list loads, the saved id else the first', () => {
  it.each([
    ['the saved id matches', '12', 12],
    ['the saved id is unknown', '99', 11],
    ['nothing is saved', null, 11],
    ['the saved id is empty', '', 11],
  ])('%s', (_sentence, saved, id) => {
    expect(resolveActiveWebsite(sites, saved)?.website_id).toBe(id);
  });

  it('an empty list has no active website', () => {
    expect(resolveActiveWebsite([], '1')).toBeUndefined();
  });
});

describe('docs/product.md §4: switching website', () => {
  it.each([
    ['a record route goes to /', '/make/entities/programs/42', 'EDU', 'EDU', '/'],
    ['a record sub-route goes to /', '/make/entities/programs/42/prices', 'EDU', 'EDU', '/'],
    ['a people record goes to /', '/make/speakers-list/7', 'EVT', 'EVT', '/'],
    ['a form record goes to /', '/make/generic/forms/3', 'EVT', 'EVT', '/'],
    ['a change of use case goes to /', '/make/entities/programs', 'EDU', 'EVT', '/'],
    ['a list of the same use case stays', '/make/entities/programs', 'EDU', 'EDU', null],
    ['the add form of the same use case stays', '/make/entities/programs/new', 'EDU', 'EDU', null],
    ['a pending-review list stays', '/check/speakers-list/pending-entities', 'SPC', 'SPC', null],
    ['settings stays', '/settings', 'HAF', 'HAF', null],
  ] as const)('%s', (_sentence, path, from, to, target) => {
    expect(routeAfterWebsiteSwitch(path, from, to)).toBe(target);
  });

  it.each([
    ['/make/pages/edit-website', false],
    ['/make/entities/zones', false],
    ['/make/entities/zones/5', true],
    ['/settings', false],
  ])('route %s holds a record id: %s', (path, has) => {
    expect(routeHasRecordId(path)).toBe(has);
  });
});
