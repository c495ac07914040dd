import { isPublicPath } from '../../shared/rules/routes';
import { loginPathFor } from '../rules/returnTo';
import { setUnauthorizedHandler } from '../api/client';
import { clearReadableCookies } from '../state/cookieJar';
import { useDirtyStore } from '../state/dirtyStore';
import { useWebsiteStore } from '../state/websiteStore';
import type { DataRouter } from 'react-router-dom';

/** Forgets everything of the session the browser can reach: readable cookies, active website, unsaved flag. */
export function forgetSession(): void {
  useDirtyStore.getState().setDirty(false);
  clearReadableCookies();
  useWebsiteStore.setState({ activeWebsiteId: null });
}

/** The part of the data router (main.tsx) the session needs. */
export type SessionRouter = Pick<DataRouter, 'state' | 'navigate'>;

/**
 * A 401 from any call: the session is gone, so clear the readable cookies and go to /login,
 * remembering the page to come back to. Unsaved changes cannot be saved any more, so the leave
 * guard is released first. The cache is dropped (`forgetCache`) after leaving, so no mounted
 * screen refetches.
 */
export function installSession(router: SessionRouter, forgetCache: () => void): void {
  setUnauthorizedHandler(() => {
    forgetSession();
    const { pathname, search, hash } = router.state.location;
    if (isPublicPath(pathname)) return;
    void router.navigate(loginPathFor(pathname + search + hash), { replace: true }).then(forgetCache);
  });
}
