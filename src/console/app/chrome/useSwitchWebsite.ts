import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeAfterWebsiteSwitch } from '../../rules/websiteSwitch';
import { confirmLeaveIfDirty } from '../../state/confirmLeave';
import { useWebsiteStore } from '../../state/websiteStore';
import { useScope } from '../../common/ScopeContext';

/**
 * docs/product.md §4 switching website: save the id (cookie) and make it active; go to / when the route
 * holds a record id or the use case changes. Unsaved changes are asked about first, since the
 * switch itself is not a navigation the route guard could stop.
 */
export function useSwitchWebsite(): (websiteId: string) => Promise<void> {
  const { websites, website } = useScope();
  const setActive = useWebsiteStore((s) => s.setActiveWebsiteId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (websiteId: string) => {
      const next = websites.find((w) => String(w.website_id) === websiteId);
      if (next === undefined || next === website) return;
      if (!(await confirmLeaveIfDirty())) return;
      const target = routeAfterWebsiteSwitch(pathname, website?.usecase_relation?.usecase_code, next.usecase_relation?.usecase_code);
      setActive(websiteId);
      if (target !== null) await navigate(target);
    },
    [websites, website, setActive, navigate, pathname],
  );
}
