import { useLocation } from 'react-router-dom';
import type { AreaMode } from '../../../shared/rules/types';
import { areaForTab, tabIdForPath } from '../../rules/routeTab';
import { useAreaStore } from '../../state/areaStore';

/**
 * The area mode the chrome shows: the address's own where it has one (a list of entities is in the
 * Website area, useRouteSync.ts then stores it), else the one stored. Drawn from the address, the
 * first frame is right at once, and a page rendered on the server, which cannot read the stored
 * one, draws the same chrome as the browser that hydrates it.
 */
export function useRouteArea(): AreaMode {
  const { pathname } = useLocation();
  const stored = useAreaStore((s) => s.area);
  const tab = tabIdForPath(pathname);
  return tab === 'none' || tab === 'invalid' ? stored : areaForTab(tab, stored);
}
