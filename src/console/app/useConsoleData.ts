import { useEffect, useMemo } from 'react';
import { useSession } from '../api/clientData';
import { isSignedIn } from '../state/cookieJar';
import { savedWebsiteId, useWebsiteStore } from '../state/websiteStore';
import { scopeOf, type Scope } from '../common/scope';

export type ConsoleData = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; scope: Scope };

/**
 * Loads the session (user, client and websites in one call) and settles the active website
 * (docs/product.md §4: the saved id, otherwise the first), saving it in the store and cookie when it changed.
 */
export function useConsoleData(): ConsoleData {
  const session = useSession();
  // The store, else the cookie (docs/product.md §4: the saved id lives in the activeWebsiteId cookie).
  const savedId = savedWebsiteId(useWebsiteStore((s) => s.activeWebsiteId));
  const setActive = useWebsiteStore((s) => s.setActiveWebsiteId);

  const scope = useMemo(() => (session.data ? scopeOf(session.data, savedId) : null), [session.data, savedId]);
  const activeId = scope?.websiteId === undefined ? null : String(scope.websiteId);
  useEffect(() => {
    // Not while signing out: the layout may render once more after the cookies were cleared.
    if (activeId !== null && activeId !== savedId && isSignedIn()) setActive(activeId);
  }, [activeId, savedId, setActive]);

  useEffect(() => {
    // docs/product.md §7: website-settings parse errors are only logged.
    if (scope?.settingsError) console.warn(`Website display settings are not valid JSON: ${scope.settingsError}`);
  }, [scope?.settingsError]);

  if (session.isError) return { status: 'error', error: session.error };
  if (scope === null) return { status: 'loading' };
  return { status: 'ready', scope };
}
