import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { myChangesQuery } from '../../api/myChangesQuery';
import { useApi } from '../../api/ApiContext';
import { useLocation } from 'react-router-dom';
import { topTabs } from '../../rules/landing';
import { pendingSidebar } from '../../rules/pendingReview';
import { tabIdForPath } from '../../rules/routeTab';
import { sidebarAreaForTab, sidebarItems } from '../../rules/sidebar';
import { navigatorName, owningLink } from '../../rules/title';
import { accountPages } from '../../rules/accountPages';
import { useRouteArea } from './useRouteArea';
import { useLanding, useSidebarItems } from '../../engine/sidebarItems';
import { useScope } from '../../common/ScopeContext';
import { useRegistry } from '../../engine/RegistryContext';
import { headerLinks } from '../../rules/headerLinks';

export interface SidebarLink {
  label: string;
  route: string;
  /** An @ant-design/icons outlined icon in kebab case; the collapsed and phone sidebars show it. */
  icon: string;
  /** Set on Pending Review links only: true shows the red alert icon. */
  alert?: boolean;
  /** What the alert icon says, when not "Items are waiting for review". */
  alertLabel?: string;
}

export interface SidebarModel {
  links: SidebarLink[];
  /** Route of the link that owns the address, if any. */
  selected: string | undefined;
  /** Navigator name for the browser title (docs/product.md §2, default Home). */
  title: string;
}

/** The sidebar for the address: Pending Review under /check, otherwise the area's items for the use case. */
export function useSidebarModel(): SidebarModel {
  const { useCase, roles, clientId } = useScope();
  // The same cache entry as the sign-in notice: no request of its own.
  const unseen = useQuery({ ...myChangesQuery(useApi(), clientId), staleTime: 60_000 }).data?.unseen ?? 0;
  const area = useRouteArea();
  const { pathname } = useLocation();
  const items = useSidebarItems();
  const landing = useLanding(useCase);
  const registry = useRegistry();
  return useMemo(() => {
    const tab = tabIdForPath(pathname);
    const which = sidebarAreaForTab(tab === 'invalid' ? 'none' : tab, area);
    const links: SidebarLink[] =
      which === 'PENDING'
        ? pendingSidebar(roles.hasPendingBlocks, unseen)
        : sidebarItems(items, useCase, which).map(({ label, route, icon }) => ({ label, route, icon }));
    // A header link's page (Event details) is named by it: no tab or sidebar entry owns it.
    const named = [...links, ...headerLinks(registry, useCase), ...topTabs(area, landing), ...accountPages(true)];
    return { links, selected: owningLink(pathname, links)?.route, title: navigatorName(pathname, named) };
  }, [pathname, area, useCase, roles.hasPendingBlocks, items, landing, unseen, registry]);
}
