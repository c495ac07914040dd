import { describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../../../src/server/declarations';
import { landingRoute } from '../../../../src/console/rules/landing';
import { sidebarItemsOf } from '../../../../src/console/rules/sidebar';
import { areaHome, isClientWide, reviewAreaLabel, reviewAreaOf, reviewParams } from '../../../../src/console/rules/reviewScope';

const items = sidebarItemsOf(loadDeclarations().all());

describe('Pending Review scope', () => {
  it.each([
    ['/check/entities/pending-entities', 'ENTITY'],
    ['/check/pages/pending-entities', 'PAGE'],
    ['/check/forms/pending-entities', 'FORM'],
    ['/check/speakers-list/pending-entities', 'SPEAKERS'],
    ['/check/speakers-list/pending-entities/', 'SPEAKERS'],
    ['/check/people/pending-entities', undefined],
    ['/check/constructor/pending-entities', undefined],
    ['/make/entities/zones', undefined],
  ] as const)('%s shows area %s', (path, area) => {
    expect(reviewAreaOf(path)).toBe(area);
  });

  it.each([
    ['ENTITY', 11, { client_id: 1, website_id: 11, asset_type_name: 'ENTITY' }],
    ['PAGE', 11, { client_id: 1, website_id: 11, asset_type_name: 'PAGE' }],
    ['FORM', 11, { client_id: 1, asset_type_name: 'FORM' }],
    ['SPEAKERS', undefined, { client_id: 1, asset_type_name: 'SPEAKERS' }],
    ['ENTITY', undefined, null],
  ] as const)('docs/product.md §7: %s on website %s is asked for as %j', (area, websiteId, params) => {
    expect(reviewParams(area, 1, websiteId)).toEqual(params);
    expect(isClientWide(area)).toBe(area === 'FORM' || area === 'SPEAKERS');
  });

  it.each([
    ['ENTITY', 'Entities'],
    ['PAGE', 'Content & Images'],
    ['FORM', 'Forms'],
    ['SPEAKERS', 'People'],
  ] as const)('%s is called %s, as in the Pending Review sidebar', (area, label) => {
    expect(reviewAreaLabel(area)).toBe(label);
  });

  it.each([
    ['ENTITY', 'EDU', '/make/entities/programs'],
    ['ENTITY', 'EVT', '/make/entities/delegate-passes'],
    ['ENTITY', 'SPC', '/'],
    ['PAGE', 'EVT', '/make/pages/edit-website'],
    ['FORM', undefined, '/make/generic/forms'],
    ['SPEAKERS', undefined, '/make/speakers-list'],
  ] as const)('back to the area: %s (%s) goes to %s', (area, useCase, route) => {
    expect(areaHome(area, landingRoute(useCase, items))).toBe(route);
  });
});
