import { useEffect, useMemo } from 'react';
import { resolveActiveWebsite } from '../../shared/rules/activeWebsite';
import { useSession } from '../api/clientData';
import { isSignedIn } from '../state/cookieJar';
import { savedWebsiteId, useWebsiteStore } from '../state/websiteStore';
import { buildScope, type Scope } from '../common/scope';

export type ConsoleData = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; scope: Scope };

/**
 * Loads the session (user, client and websites in one call) and settles the active website
 * (docs/product.md §4: the saved id, otherwise the first), saving it in the store and cookie when it changed.
 */
export function useConsoleData(): ConsoleData {
  const session = useSession();
  const client = { data: session.data?.client };
  const websites = { data: session.data?.websites };
  // The store, else the cookie (docs/product.md §4: the saved id lives in the activeWebsiteId cookie).
  const savedId = savedWebsiteId(useWebsiteStore((s) => s.activeWebsiteId));
  const setActive = useWebsiteStore((s) => s.setActiveWebsiteId);

  const active = websites.data ? resolveActiveWebsite(websites.data, savedId) : undefined;
  const activeId = active === undefined ? null : String(active.website_id);
  useEffect(() => {
    // Not while signing out: the layout may render once more after the cookies were cleared.
    if (activeId !== null && activeId !== savedId && isSignedIn()) setActive(activeId);
  }, [activeId, savedId, setActive]);

  const scope = useMemo(
    () => (client.data && websites.data ? buildScope(client.data, websites.data, active) : null),
    [client.data, websites.data, active],
  );
  useEffect(() => {
    // docs/product.md §7: website-settings parse errors are only logged.
    if (scope?.settingsError) console.warn(`Website display settings are not valid JSON: ${scope.settingsError}`);
  }, [scope?.settingsError]);

  if (session.isError) return { status: 'error', error: session.error };
  if (scope === null) return { status: 'loading' };
  return { status: 'ready', scope };
}
