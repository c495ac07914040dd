import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declaredIconNames, iconComponentName, iconPaths } from '../../../../generators/vite/declaredIcons';
import { loadDeclarations, SCHEMAS_DIR } from '../../../../src/server/declarations';
import { sidebarAreaForTab, sidebarItems, sidebarItemsOf, type SidebarItem } from '../../../../src/console/rules/sidebar';
import { featureFlags } from '../../../../src/console/rules/featureFlags';

/** Every entry comes from a declaration: there is no other list. */
const SIDEBAR = sidebarItemsOf(loadDeclarations().all());
/** Every route the product's sidebars name (docs/product.md §2). */
const SPEC_ROUTES = new Set(
  SIDEBAR.map((i) => i.route).filter((r) =>
    /^\/make\/(entities\/(programs|edu-client-list|edu-testimonials|edu-instructors|edu-accreditations|delegate-passes|speakers|zones|agenda|sponsors|testimonial|offers|unlisted_offering)|pages\/edit-website|generic\/forms|dynamic\/forms|speakers-list)$/.test(
      r,
    ),
  ),
);

const show = (items: SidebarItem[]): string[] => items.map((i) => `${i.label} (${i.route})`);

describe('sidebars per use case and area from the declarations: exact labels, routes and order', () => {
  it.each([
    [
      'education',
      'EDU',
      'ENTITY',
      [
        'Courses (/make/entities/programs)',
        'Client List (/make/entities/edu-client-list)',
        'Testimonials & Reviews (/make/entities/edu-testimonials)',
        'Instructors (/make/entities/edu-instructors)',
        'Accreditations (/make/entities/edu-accreditations)',
        'Offers & Discounts (/make/entities/offers)',
        'Other Listed Products (/make/entities/unlisted_offering)',
      ],
    ],
    [
      'events',
      'EVT',
      'ENTITY',
      [
        'Delegate Pass (/make/entities/delegate-passes)',
        'Speakers & Mentors (/make/entities/speakers)',
        'Zones (/make/entities/zones)',
        'Agenda (/make/entities/agenda)',
        'Sponsors (/make/entities/sponsors)',
        'Testimonials (/make/entities/testimonial)',
        'Offers & Discounts (/make/entities/offers)',
        'Other Listed Products (/make/entities/unlisted_offering)',
      ],
    ],
    ['a campaign shows only Other Listed Products', 'SPC', 'ENTITY', ['Other Listed Products (/make/entities/unlisted_offering)']],
    ['health and fitness shows only Other Listed Products', 'HAF', 'ENTITY', ['Other Listed Products (/make/entities/unlisted_offering)']],
    ['pages: Edit Website', 'EDU', 'PAGE', ['Edit Website (/make/pages/edit-website)']],
    [
      'forms: Generic Forms and Dynamic Forms',
      'EVT',
      'FORM',
      ['Generic Forms (/make/generic/forms)', 'Dynamic Forms (/make/dynamic/forms)'],
    ],
    ['people: People', 'SPC', 'SPEAKERS', ['People (/make/speakers-list)']],
  ] as const)('%s', (_sentence, useCase, area, expected) => {
    // Exactly these, in this order; a kind added to schemas/ may join them, never displace them.
    expect(show(sidebarItems(SIDEBAR, useCase, area).filter((i) => SPEC_ROUTES.has(i.route)))).toEqual(expected);
  });

  it('drops flagged items when their feature flag is off', () => {
    const flags = { ...featureFlags, dynamicForm: false };
    expect(show(sidebarItems(SIDEBAR, 'EDU', 'FORM', flags))).toEqual(['Generic Forms (/make/generic/forms)']);
  });

  it('sorts any fed list by order, then label, then kind, whatever order it comes in', () => {
    const item = (kind: string, label: string, order: number): SidebarItem => ({
      kind,
      label,
      route: `/${kind}`,
      order,
      useCases: ['EDU'],
      area: 'ENTITY',
      icon: 'book',
    });
    const items = [item('c', 'C', 2), item('a', 'A', 1), item('b2', 'B', 2), item('b1', 'B', 2), item('x', 'X', 0)];
    expect(sidebarItems(items, 'EDU', 'ENTITY').map((i) => i.kind)).toEqual(['x', 'a', 'b1', 'b2', 'c']);
    expect(sidebarItems([...items].reverse(), 'EDU', 'ENTITY').map((i) => i.kind)).toEqual(['x', 'a', 'b1', 'b2', 'c']);
  });

  it('without a website only the items every use case shares apply', () => {
    expect(show(sidebarItems(SIDEBAR, undefined, 'ENTITY'))).toEqual(['Other Listed Products (/make/entities/unlisted_offering)']);
  });
});

describe('sidebar icons', () => {
  it('every entry names an @ant-design/icons outlined icon that exists', () => {
    for (const item of SIDEBAR) {
      expect(existsSync(`node_modules/@ant-design/icons/es/icons/${iconComponentName(item.icon)}.js`), `${item.label}: ${item.icon}`).toBe(
        true,
      );
    }
  });

  it.each([
    ['environment', 'EnvironmentOutlined'],
    ['safety-certificate', 'SafetyCertificateOutlined'],
    ['idcard', 'IdcardOutlined'],
  ])('%s is the component %s', (icon, component) => {
    expect(iconComponentName(icon)).toBe(component);
  });

  it('draws an icon from its paths, and refuses, naming it, one that is more than paths', () => {
    const path = (d: string) => ({ tag: 'path', attrs: { d } });
    const icon = (children: { tag: string; attrs: Record<string, string> }[]) => ({
      icon: { tag: 'svg', attrs: { viewBox: '64 64 896 896' }, children },
    });
    expect(iconPaths('team', icon([path('M1 1'), path('M2 2')]))).toEqual(['64 64 896 896', ['M1 1', 'M2 2']]);
    expect(() => iconPaths('login', icon([{ tag: 'defs', attrs: {} }, path('M1 1')]))).toThrow(/"login" is not paths alone/);
  });

  it('the console bundles exactly the icons the declarations and areas name', () => {
    const names = declaredIconNames([SCHEMAS_DIR]);
    for (const item of SIDEBAR) expect(names).toContain(item.icon);
    expect(names).toEqual([...new Set(names)].sort());
  });
});

describe('which sidebar a tab shows', () => {
  it.each([
    ['1', 0, 'PENDING'],
    ['2', 1, 'ENTITY'],
    ['3', 0, 'PAGE'],
    ['4', 1, 'FORM'],
    ['5', 1, 'FORM'],
    ['6', 1, 'SPEAKERS'],
    ['none', 0, 'ENTITY'],
    ['none', 1, 'FORM'],
  ] as const)('tab %s in area %i shows the %s sidebar', (tab, area, sidebar) => {
    expect(sidebarAreaForTab(tab, area)).toBe(sidebar);
  });
});
