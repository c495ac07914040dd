import { ROUTES } from './routes';
import type { AreaFlags, AreaMode, AssetArea } from './types';

/** SPEC §2: the four Pending Review routes, by asset area. */
export const PENDING_ROUTES: Readonly<Record<AssetArea, string>> = {
  ENTITY: ROUTES.pendingEntities,
  PAGE: ROUTES.pendingPages,
  FORM: ROUTES.pendingForms,
  SPEAKERS: ROUTES.pendingPeople,
};

/** Preference per area mode: Website prefers entities then pages, Global forms then people. */
const PREFERENCE: Readonly<Record<AreaMode, readonly [AssetArea, AssetArea]>> = {
  0: ['ENTITY', 'PAGE'],
  1: ['FORM', 'SPEAKERS'],
};

/**
 * SPEC §2: the Pending Review button goes to the first area with pending items. With nothing
 * pending it still opens the area's first review list, so the button is never a dead end.
 */
export function pendingReviewTarget(area: AreaMode, pending: AreaFlags): string {
  const [first, second] = PREFERENCE[area];
  if (pending[first]) return PENDING_ROUTES[first];
  if (pending[second]) return PENDING_ROUTES[second];
  return PENDING_ROUTES[first];
}

/** The alert badge on the button: something is pending in the current area. */
export function hasPendingInArea(area: AreaMode, pending: AreaFlags): boolean {
  return PREFERENCE[area].some((kind) => pending[kind]);
}

export interface PendingSidebarItem {
  label: string;
  route: string;
  alert: boolean;
}

/** SPEC §2: the Pending Review sidebar, each item with a red alert icon when its area has pending items. */
export function pendingSidebar(pending: AreaFlags): PendingSidebarItem[] {
  return [
    { label: 'Entities', route: PENDING_ROUTES.ENTITY, alert: pending.ENTITY },
    { label: 'Content & Images', route: PENDING_ROUTES.PAGE, alert: pending.PAGE },
    { label: 'Forms', route: PENDING_ROUTES.FORM, alert: pending.FORM },
    { label: 'People', route: PENDING_ROUTES.SPEAKERS, alert: pending.SPEAKERS },
  ];
}
