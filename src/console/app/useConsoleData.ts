import { useEffect, useMemo } from 'react';
import { resolveActiveWebsite } from '../rules/websiteSwitch';
import { useClientInfo, useWebsites } from '../api/clientData';
import { isSignedIn, readActiveWebsiteId } from '../state/cookieJar';
import { useWebsiteStore } from '../state/websiteStore';
import { buildScope, type Scope } from '../common/scope';

export type ConsoleData = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; scope: Scope };

/**
 * Loads the client, then its websites, and settles the active website (docs/product.md §4: the saved id,
 * otherwise the first), saving it in the store and cookie when it changed.
 */
export function useConsoleData(): ConsoleData {
  const client = useClientInfo();
  const websites = useWebsites(client.data?.client_id);
  // The store, else the cookie (docs/product.md §4: the saved id lives in the activeWebsiteId cookie).
  const savedId = useWebsiteStore((s) => s.activeWebsiteId) ?? readActiveWebsiteId();
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

  if (client.isError) return { status: 'error', error: client.error };
  if (websites.isError) return { status: 'error', error: websites.error };
  if (scope === null) return { status: 'loading' };
  return { status: 'ready', scope };
}
