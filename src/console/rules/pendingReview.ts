import { AREAS, areasOfMode, MY_CHANGES } from '../../shared/areas';
import { t } from '../../shared/messages';
import type { AreaFlags, AreaMode, AssetArea } from '../../shared/rules/types';

/** The four Pending Review routes, by asset area (from the area definitions). */
export const PENDING_ROUTES = Object.fromEntries(AREAS.map((a) => [a.name, a.pendingRoute])) as Readonly<Record<AssetArea, string>>;

/** Preference per area mode: Website prefers entities then pages, Global forms then people. */
const PREFERENCE: Readonly<Record<AreaMode, readonly AssetArea[]>> = { 0: areasOfMode(0), 1: areasOfMode(1) };

/**
 * docs/product.md §2: the Pending Review button goes to the first area with pending items. With nothing
 * pending it still opens the area's first review list, so the button is never a dead end.
 */
export function pendingReviewTarget(area: AreaMode, pending: AreaFlags): string {
  const order = PREFERENCE[area];
  // Each mode has two areas (src/shared/areas.ts), so order[0] exists.
  return PENDING_ROUTES[order.find((kind) => pending[kind]) ?? order[0]!];
}

/** The alert badge on the button: something is pending in the current area. */
export function hasPendingInArea(area: AreaMode, pending: AreaFlags): boolean {
  return PREFERENCE[area].some((kind) => pending[kind]);
}

export interface PendingSidebarItem {
  label: string;
  route: string;
  icon: string;
  alert: boolean;
  alertLabel?: string;
}

/**
 * docs/product.md §2: the Pending Review sidebar, each item with a red alert icon when its area has
 * pending items, then My changes, alerted while a rejection of the user's changes is unseen.
 */
export function pendingSidebar(pending: AreaFlags, unseenRejections = 0): PendingSidebarItem[] {
  return [
    ...AREAS.map((a) => ({ label: a.pendingLabel, route: a.pendingRoute, icon: a.icon, alert: pending[a.name] })),
    {
      label: MY_CHANGES.label,
      route: MY_CHANGES.route,
      icon: MY_CHANGES.icon,
      alert: unseenRejections > 0,
      alertLabel: t('myChangesAlert'),
    },
  ];
}
