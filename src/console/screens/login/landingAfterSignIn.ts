import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { ROUTES } from '../../../shared/rules/routes';
import { sessionQuery } from '../../api/sessionQuery';
import { consoleRegistry } from '../../engine/registry';
import { sidebarItemsFor } from '../../engine/sidebarItems';
import { homeRoute, landingRoute } from '../../rules/landing';
import { resolveActiveWebsite } from '../../../shared/rules/activeWebsite';
import { useAreaStore } from '../../state/areaStore';
import { readActiveWebsiteId } from '../../state/cookieJar';
import { useWebsiteStore } from '../../state/websiteStore';

/**
 * Where a fresh sign-in lands, settled before leaving the sign-in page: the session is fetched (and
 * cached for the console) and the landing of the restored area and tab is worked out as "/" would,
 * so the user never sees a blank or loading-only "/" on the way (docs/product.md §2/§4). Loaded
 * lazily by the sign-in screen, so the declarations stay out of the sign-in bundle.
 */
export async function landingAfterSignIn(api: ApiClient, queryClient: QueryClient): Promise<string> {
  const session = await queryClient.fetchQuery(sessionQuery(api));
  const savedId = useWebsiteStore.getState().activeWebsiteId ?? readActiveWebsiteId();
  const website = resolveActiveWebsite(session.websites, savedId);
  // The landing is this website's: make it the active one now (store and cookie), as the console would on "/".
  if (website && String(website.website_id) !== savedId) useWebsiteStore.getState().setActiveWebsiteId(String(website.website_id));
  const useCase = website?.usecase_relation?.usecase_code;
  const { area, tabId } = useAreaStore.getState();
  if (website === undefined && area === 0) return ROUTES.home;
  return homeRoute(area, tabId, landingRoute(useCase, sidebarItemsFor(consoleRegistry))) ?? ROUTES.home;
}
