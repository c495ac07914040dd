import { listTitle } from '../../shared/rules/listTitle';
import { consolePath } from '../../shared/declarationFields';
import { sidebarUseCases, type Declaration } from '../../shared/registry';
import { compareSidebarPlaces, type SidebarPlace } from '../../shared/sidebarOrder';
import { featureFlags, isEnabled, type FeatureFlag, type FeatureFlags } from './featureFlags';
import { USE_CASES, type AreaMode, type AssetArea, type TabId, type UseCase } from '../../shared/rules/types';

/** One sidebar entry, as a declaration's label, sidebar, useCases, area and route give it. */
export interface SidebarItem {
  /** The declaring kind, which breaks a tie of order and label (src/shared/sidebarOrder.ts). */
  kind: string;
  label: string;
  route: string;
  order: number;
  useCases: readonly UseCase[];
  area: AssetArea;
  /** An @ant-design/icons outlined icon in kebab case. */
  icon: string;
  flag?: FeatureFlag;
  /** The Entities tab of these use cases lands on this entry's list. */
  landing?: boolean;
}

/**
 * The sidebar entries of every declaration that has one. The declarations are the only source:
 * a kind dropped into schemas/ shows up in the sidebars of the use cases it names.
 */
export function sidebarItemsOf(decls: readonly Declaration[]): SidebarItem[] {
  return decls.flatMap((d) =>
    d.sidebar
      ? [
          {
            kind: d.kind,
            label: listTitle(d),
            route: consolePath(d),
            order: d.sidebar.order,
            useCases: sidebarUseCases(d),
            area: d.area,
            icon: d.sidebar.icon,
            flag: d.sidebar.flag,
            landing: d.sidebar.landing,
          },
        ]
      : [],
  );
}

/** Without a website (none loaded yet) only the items common to every use case apply. */
function appliesTo(item: SidebarItem, useCase: UseCase | undefined): boolean {
  return useCase === undefined ? USE_CASES.every((u) => item.useCases.includes(u)) : item.useCases.includes(useCase);
}

/** The sidebar of one use case and asset area: matching, enabled items by order, then label, then kind. */
export function sidebarItems(
  items: readonly SidebarItem[],
  useCase: UseCase | undefined,
  area: AssetArea,
  flags: Readonly<FeatureFlags> = featureFlags,
): SidebarItem[] {
  const place = (item: SidebarItem): SidebarPlace => ({ order: item.order, name: item.label, kind: item.kind });
  return items
    .filter((item) => item.area === area && appliesTo(item, useCase))
    .filter((item) => isEnabled(item.flag, flags))
    .sort((a, b) => compareSidebarPlaces(place(a), place(b)));
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
