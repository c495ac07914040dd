import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { areaForTab, tabIdForPath } from '../rules/routeTab';
import { useAreaStore } from '../state/areaStore';

/**
 * Keeps the persisted tab id and area mode in step with the address, so a deep link, a
 * bookmark or the return after sign-in shows the right top tab and sidebar.
 */
export function useRouteSync(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const tab = tabIdForPath(pathname);
    if (tab === 'none' || tab === 'invalid') return;
    const { area, tabId, setArea, setTabId } = useAreaStore.getState();
    if (tab !== tabId) setTabId(tab);
    const nextArea = areaForTab(tab, area);
    if (nextArea !== area) setArea(nextArea);
  }, [pathname]);
}
