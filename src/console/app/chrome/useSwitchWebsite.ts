import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { homeRoute, landingRoute } from '../../rules/landing';
import { routeAfterWebsiteSwitch } from '../../rules/websiteSwitch';
import { ROUTES } from '../../../shared/rules/routes';
import { useSidebarItems } from '../../engine/sidebarItems';
import { useAreaStore } from '../../state/areaStore';
import { confirmLeaveIfDirty } from '../../state/confirmLeave';
import { useWebsiteStore } from '../../state/websiteStore';
import { useScope } from '../../common/ScopeContext';

/**
 * docs/product.md §4 switching website: save the id (cookie) and make it active; go to / when the route
 * holds a record id or the use case changes — straight to what / would show for the new website, so no
 * screen of the old website's / flashes between and a click meanwhile is not overridden. Unsaved changes are asked about first, since the
 * switch itself is not a navigation the route guard could stop.
 */
export function useSwitchWebsite(): (websiteId: string) => Promise<void> {
  const { websites, website } = useScope();
  const setActive = useWebsiteStore((s) => s.setActiveWebsiteId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useSidebarItems();
  const area = useAreaStore((s) => s.area);
  const tabId = useAreaStore((s) => s.tabId);
  return useCallback(
    async (websiteId: string) => {
      const next = websites.find((w) => String(w.website_id) === websiteId);
      if (next === undefined || next === website) return;
      if (!(await confirmLeaveIfDirty())) return;
      const nextUseCase = next.usecase_relation?.usecase_code;
      const target = routeAfterWebsiteSwitch(
        pathname,
        website?.usecase_relation?.usecase_code,
        nextUseCase,
        items.map((i) => i.route),
      );
      setActive(websiteId);
      if (target === null) return;
      await navigate(target === ROUTES.home ? (homeRoute(area, tabId, landingRoute(nextUseCase, items)) ?? ROUTES.home) : target);
    },
    [websites, website, setActive, navigate, pathname, items, area, tabId],
  );
}
