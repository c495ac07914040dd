import { isEnabled, featureFlags, type FeatureFlags } from './featureFlags';
import { ROUTES } from '../../shared/rules/routes';
import { AREAS, LANDING_ROUTE } from '../../shared/areas';
import type { SidebarItem } from './sidebar';
import type { AreaMode, TabId, UseCase } from '../../shared/rules/types';

/**
 * Where the Entities tab lands: the list of the entry declared `sidebar.landing` for the use case
 * (courses for education, delegate passes for events), otherwise the home page.
 */
export function landingRoute(useCase: UseCase | undefined, items: readonly SidebarItem[]): string {
  if (useCase === undefined) return ROUTES.home;
  return items.find((i) => i.area === 'ENTITY' && i.landing === true && i.useCases.includes(useCase))?.route ?? ROUTES.home;
}

export interface TopTab {
  id: TabId;
  label: string;
  route: string;
}

/** docs/product.md §2 top tabs of an area mode, from the area definitions (src/shared/areas.ts); `landing` is the Entities tab's route. */
export function topTabs(area: AreaMode, landing: string, flags: Readonly<FeatureFlags> = featureFlags): TopTab[] {
  return AREAS.filter((a) => a.mode === area)
    .flatMap((a) => a.tabs)
    .filter((tab) => isEnabled(tab.flag, flags))
    .map(({ id, label, route }) => ({ id, label, route: route === LANDING_ROUTE ? landing : route }));
}

/**
 * docs/product.md §4: switching to Global navigates to the generic forms page (the first enabled Global tab
 * when that one is switched off); switching back to Website navigates to /. The tab id is reset to
 * the first tab of the new area.
 */
export function areaSwitch(next: AreaMode, flags: Readonly<FeatureFlags> = featureFlags): { route: string; tabId: TabId } {
  if (next === 0) return { route: ROUTES.home, tabId: '2' };
  const [first] = topTabs(1, ROUTES.home, flags);
  // Global always has a tab (People is behind no flag); the fallback only satisfies the type.
  return first ? { route: first.route, tabId: first.id } : { route: ROUTES.home, tabId: '2' };
}

/**
 * What / shows, restoring the persisted top tab (docs/product.md §4): the route of the stored tab when it
 * belongs to the current area, else the area's first tab; null when that route is / itself
 * (the Entities tab of campaign and health-and-fitness websites).
 */
export function homeRoute(area: AreaMode, tabId: TabId, landing: string, flags: Readonly<FeatureFlags> = featureFlags): string | null {
  const tabs = topTabs(area, landing, flags);
  const tab = tabs.find((t) => t.id === tabId) ?? tabs[0];
  return tab === undefined || tab.route === ROUTES.home ? null : tab.route;
}
