import { describe, expect, it } from 'vitest';
import { areaSwitch, homeRoute, landingRoute, topTabs } from '../../../../src/console/rules/landing';
import { featureFlags } from '../../../../src/console/rules/featureFlags';
import { sidebarItemsOf } from '../../../../src/console/rules/sidebar';
import { loadDeclarations } from '../../../../src/server/declarations';

/** The landings come from the declarations' sidebar.landing, as the console reads them. */
const items = sidebarItemsOf(loadDeclarations().all());

describe('Entities landing per use case, from the declarations', () => {
  it.each([
    ['EDU', '/make/entities/programs', 'education lands on courses'],
    ['EVT', '/make/entities/delegate-passes', 'events land on delegate passes'],
    ['SPC', '/', 'a campaign lands on /'],
    ['HAF', '/', 'health and fitness lands on /'],
    [undefined, '/', 'no website yet lands on /'],
  ] as const)('%s → %s (%s)', (useCase, route, _sentence) => {
    expect(landingRoute(useCase, items)).toBe(route);
  });
});

describe('docs/product.md §2: top tabs per area behind feature flags', () => {
  it.each([
    [0, 'EDU', featureFlags, ['Entities /make/entities/programs', 'Content & Images /make/pages/edit-website']],
    [0, 'SPC', featureFlags, ['Entities /', 'Content & Images /make/pages/edit-website']],
    [0, 'EDU', { ...featureFlags, contentImages: false }, ['Entities /make/entities/programs']],
    [1, 'EVT', featureFlags, ['Generic Form /make/generic/forms', 'Dynamic Form /make/dynamic/forms', 'People /make/speakers-list']],
    [1, 'EVT', { ...featureFlags, genericForm: false, dynamicForm: false }, ['People /make/speakers-list']],
  ] as const)('area %i, %s', (area, useCase, flags, expected) => {
    expect(topTabs(area, landingRoute(useCase, items), flags).map((t) => `${t.label} ${t.route}`)).toEqual(expected);
  });
});

describe('docs/product.md §4: switching area', () => {
  it.each([
    [1, featureFlags, '/make/generic/forms', '4', 'switching to Global navigates to the generic forms page'],
    [0, featureFlags, '/', '2', 'switching back to Website navigates to /'],
    [1, { ...featureFlags, genericForm: false }, '/make/dynamic/forms', '5', 'with generic forms off, the first Global tab'],
  ] as const)('to %i → %s, tab %s (%s)', (area, flags, route, tabId, _sentence) => {
    expect(areaSwitch(area, flags)).toEqual({ route, tabId });
  });
});

describe('docs/product.md §4: / restores the persisted tab of the current area', () => {
  it.each([
    ['Website, tab 2, education: the courses landing', 0, '2', 'EDU', '/make/entities/programs'],
    ['Website, tab 2, events: the delegate-pass landing', 0, '2', 'EVT', '/make/entities/delegate-passes'],
    ['Website, tab 2, campaign: / itself', 0, '2', 'SPC', null],
    ['Website, tab 2, health and fitness: / itself', 0, '2', 'HAF', null],
    ['Website, tab 3: Content & Images', 0, '3', 'SPC', '/make/pages/edit-website'],
    ['Website, a Global tab id: the first Website tab', 0, '6', 'EDU', '/make/entities/programs'],
    ['Global, tab 6: People', 1, '6', 'EDU', '/make/speakers-list'],
    ['Global, the default tab id: generic forms', 1, '2', 'EDU', '/make/generic/forms'],
    ['Pending Review tab id: the first tab of the area', 1, '1', 'EVT', '/make/generic/forms'],
  ] as const)('%s', (_sentence, area, tabId, useCase, target) => {
    expect(homeRoute(area, tabId, landingRoute(useCase, items))).toBe(target);
  });
});
