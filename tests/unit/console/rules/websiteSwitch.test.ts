import { describe, expect, it } from 'vitest';
import { resolveActiveWebsite } from '../../../../src/shared/rules/activeWebsite';
import { routeAfterWebsiteSwitch, routeHasRecordId } from '../../../../src/console/rules/websiteSwitch';
import { loadDeclarations } from '../../../../src/server/declarations';
import { sidebarItemsOf } from '../../../../src/console/rules/sidebar';

// The list routes of the real declarations, as the console derives them for its sidebar.
const LISTS = sidebarItemsOf(loadDeclarations().all()).map((i) => i.route);

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
    ['a record of a route no declaration lists goes to / by its shape', '/make/entities/unknown-kind/9', 'EDU', 'EDU', '/'],
  ] as const)('%s', (_sentence, path, from, to, target) => {
    expect(routeAfterWebsiteSwitch(path, from, to, LISTS)).toBe(target);
  });

  it.each([
    ['/make/pages/edit-website', false],
    ['/make/entities/zones', false],
    ['/make/entities/zones/5', true],
    ['/settings', false],
    ['/make/speakers-list', false],
    ['/make/speakers-list/new', false],
    ['/make/speakers-list/7/edit', true],
  ])('route %s holds a record id: %s', (path, has) => {
    expect(routeHasRecordId(path, LISTS)).toBe(has);
  });
});
