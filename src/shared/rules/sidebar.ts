import { featureFlags, isEnabled, type FeatureFlag, type FeatureFlags } from './featureFlags';
import { ROUTES } from './routes';
import { USE_CASES, type AreaMode, type AssetArea, type TabId, type UseCase } from './types';

/** One sidebar link; the registry's declarations map onto this shape (label.many, route, sidebar.order, useCases, area). */
export interface SidebarItem {
  label: string;
  route: string;
  order: number;
  useCases: readonly UseCase[];
  area: AssetArea;
  flag?: FeatureFlag;
}

const EDU: readonly UseCase[] = ['EDU'];
const EVT: readonly UseCase[] = ['EVT'];

/**
 * SPEC §2, exactly: labels, routes and order. Orders are shared across use cases so that one
 * declaration per kind (Offers & Discounts, Other Listed Products) sorts right in every sidebar.
 * SPEC gives no route for the events' Other Listed Products; it is the same kind as education's.
 */
export const SIDEBAR_TABLE: readonly SidebarItem[] = [
  { area: 'ENTITY', label: 'Courses', route: '/make/entities/programs', order: 1, useCases: EDU },
  { area: 'ENTITY', label: 'Client List', route: '/make/entities/edu-client-list', order: 2, useCases: EDU },
  { area: 'ENTITY', label: 'Testimonials & Reviews', route: '/make/entities/edu-testimonials', order: 3, useCases: EDU },
  { area: 'ENTITY', label: 'Instructors', route: '/make/entities/edu-instructors', order: 4, useCases: EDU },
  { area: 'ENTITY', label: 'Accreditations', route: '/make/entities/edu-accreditations', order: 5, useCases: EDU },
  { area: 'ENTITY', label: 'Delegate Pass', route: '/make/entities/delegate-passes', order: 1, useCases: EVT },
  { area: 'ENTITY', label: 'Speakers & Mentors', route: '/make/entities/speakers', order: 2, useCases: EVT },
  { area: 'ENTITY', label: 'Zones', route: '/make/entities/zones', order: 3, useCases: EVT },
  { area: 'ENTITY', label: 'Agenda', route: '/make/entities/agenda', order: 4, useCases: EVT },
  { area: 'ENTITY', label: 'Sponsors', route: '/make/entities/sponsors', order: 5, useCases: EVT },
  { area: 'ENTITY', label: 'Testimonials', route: '/make/entities/testimonial', order: 6, useCases: EVT },
  { area: 'ENTITY', label: 'Offers & Discounts', route: '/make/entities/offers', order: 7, useCases: ['EDU', 'EVT'] },
  { area: 'ENTITY', label: 'Other Listed Products', route: '/make/entities/unlisted_offering', order: 8, useCases: USE_CASES },
  { area: 'PAGE', label: 'Edit Website', route: ROUTES.editWebsite, order: 1, useCases: USE_CASES, flag: 'contentImages' },
  { area: 'FORM', label: 'Generic Forms', route: ROUTES.genericForms, order: 1, useCases: USE_CASES, flag: 'genericForm' },
  { area: 'FORM', label: 'Dynamic Forms', route: ROUTES.dynamicForms, order: 2, useCases: USE_CASES, flag: 'dynamicForm' },
  { area: 'SPEAKERS', label: 'People', route: ROUTES.people, order: 1, useCases: USE_CASES },
];

/** Without a website (none loaded yet) only the items common to every use case apply. */
function appliesTo(item: SidebarItem, useCase: UseCase | undefined): boolean {
  return useCase === undefined ? USE_CASES.every((u) => item.useCases.includes(u)) : item.useCases.includes(useCase);
}

/** The sidebar of one use case and asset area: matching, enabled items by order (stable for ties). */
export function sidebarItems(
  items: readonly SidebarItem[],
  useCase: UseCase | undefined,
  area: AssetArea,
  flags: Readonly<FeatureFlags> = featureFlags,
): SidebarItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.area === area && appliesTo(item, useCase))
    .filter(({ item }) => isEnabled(item.flag, flags))
    .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
    .map(({ item }) => item);
}

/** Which sidebar a tab shows; 'PENDING' is the Pending Review sidebar; no tab shows the area's first. */
export function sidebarAreaForTab(tabId: TabId | 'none', area: AreaMode): AssetArea | 'PENDING' {
  switch (tabId) {
    case '1':
      return 'PENDING';
    case '2':
      return 'ENTITY';
    case '3':
      return 'PAGE';
    case '4':
    case '5':
      return 'FORM';
    case '6':
      return 'SPEAKERS';
    default:
      return area === 0 ? 'ENTITY' : 'FORM';
  }
}
