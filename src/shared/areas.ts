import type { Area } from './enums';
import type { TabId } from './rules/types';
import { ROUTES } from './rules/routes';

/**
 * The four asset areas, defined once. They are the product's fixed structure, not kinds: every
 * kind names its area in its declaration, and the Pending Review sidebar, role flags and
 * publish scope read the rest from here.
 */
export interface AreaDefinition {
  name: Area;
  /** 0: the Website area mode (entities, pages); 1: the Global one (forms, people). */
  mode: 0 | 1;
  /** website: role and pending flags come from the active website; client: from the client. */
  scope: 'website' | 'client';
  /** Its Pending Review list, and how that list is named in the Pending Review sidebar. */
  pendingRoute: string;
  pendingLabel: string;
  /** An @ant-design/icons outlined icon in kebab case, shown beside the Pending Review entry. */
  icon: string;
  /**
   * Its top tabs in the header, in order. `route: 'landing'` is the use case's declared landing
   * (courses, delegate passes…); `flag` names the console feature flag that can switch a tab off.
   */
  tabs: readonly AreaTab[];
}

export interface AreaTab {
  id: TabId;
  label: string;
  route: string;
  flag?: 'contentImages' | 'genericForm' | 'dynamicForm';
}

/** The Entities tab's route stands for the landing of the active website's use case. */
export const LANDING_ROUTE = 'landing';

export const AREAS: readonly AreaDefinition[] = [
  {
    name: 'ENTITY',
    mode: 0,
    scope: 'website',
    pendingRoute: ROUTES.pendingEntities,
    pendingLabel: 'Entities',
    icon: 'appstore',
    tabs: [{ id: '2', label: 'Entities', route: LANDING_ROUTE }],
  },
  {
    name: 'PAGE',
    mode: 0,
    scope: 'website',
    pendingRoute: ROUTES.pendingPages,
    pendingLabel: 'Content & Images',
    icon: 'picture',
    tabs: [{ id: '3', label: 'Content & Images', route: ROUTES.editWebsite, flag: 'contentImages' }],
  },
  {
    name: 'FORM',
    mode: 1,
    scope: 'client',
    pendingRoute: ROUTES.pendingForms,
    pendingLabel: 'Forms',
    icon: 'form',
    tabs: [
      { id: '4', label: 'Generic Form', route: ROUTES.genericForms, flag: 'genericForm' },
      { id: '5', label: 'Dynamic Form', route: ROUTES.dynamicForms, flag: 'dynamicForm' },
    ],
  },
  {
    name: 'SPEAKERS',
    mode: 1,
    scope: 'client',
    pendingRoute: ROUTES.pendingPeople,
    pendingLabel: 'People',
    icon: 'team',
    tabs: [{ id: '6', label: 'People', route: ROUTES.people }],
  },
];

/** The entry after the areas in the Pending Review sidebar: a maker's own pending and rejected changes. */
export const MY_CHANGES = { label: 'My changes', route: ROUTES.myChanges, icon: 'history' } as const;

export function areaDefinition(name: Area): AreaDefinition {
  const found = AREAS.find((a) => a.name === name);
  if (!found) throw new Error(`Unknown area "${name}".`);
  return found;
}

/** The areas of one mode (0 Website: entities, pages; 1 Global: forms, people), in preference order. */
export function areasOfMode(mode: 0 | 1): Area[] {
  return AREAS.filter((a) => a.mode === mode).map((a) => a.name);
}

/** Areas whose roles and pending flags belong to a website (entities, pages). */
export const WEBSITE_AREAS: readonly Area[] = AREAS.filter((a) => a.scope === 'website').map((a) => a.name);
/** Areas whose roles and pending flags belong to the client (forms, people). */
export const CLIENT_AREAS: readonly Area[] = AREAS.filter((a) => a.scope === 'client').map((a) => a.name);

export function isClientArea(area: Area): boolean {
  return areaDefinition(area).scope === 'client';
}
