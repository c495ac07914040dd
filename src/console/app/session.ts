import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isPublicPath, ROUTES } from '../../shared/rules/routes';
import { loginPathFor } from '../rules/returnTo';
import { setUnauthorizedHandler } from '../api/client';
import { logout } from '../api/auth';
import { clearReadableCookies } from '../state/cookieJar';
import { useDirtyStore } from '../state/dirtyStore';
import { useWebsiteStore } from '../state/websiteStore';
import { confirmLeaveIfDirty } from '../state/confirmLeave';

/** Forgets everything of the session the browser can reach: readable cookies, active website, unsaved flag. */
function forgetSession(): void {
  useDirtyStore.getState().setDirty(false);
  clearReadableCookies();
  useWebsiteStore.setState({ activeWebsiteId: null });
}

/** The part of a data router the session needs (createBrowserRouter and createMemoryRouter both fit). */
export interface SessionRouter {
  readonly state: { location: { pathname: string; search: string; hash: string } };
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
}

/**
 * A 401 from any call: the session is gone, so clear the readable cookies and go to /login,
 * remembering the page to come back to. Unsaved changes cannot be saved any more, so the leave
 * guard is released first. The cache is dropped after leaving, so no mounted screen refetches.
 */
export function installSession(router: SessionRouter, queryClient: QueryClient): void {
  setUnauthorizedHandler(() => {
    forgetSession();
    const { pathname, search, hash } = router.state.location;
    if (isPublicPath(pathname)) return;
    void router.navigate(loginPathFor(pathname + search + hash), { replace: true }).then(() => queryClient.clear());
  });
}

/**
 * docs/product.md §4 sign out: revoke the session on the server (which clears its cookies), clear the
 * readable cookies, go to /login. A failed logout call still signs out locally.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (!(await confirmLeaveIfDirty())) return;
    try {
      await logout();
    } catch {
      // The server session may already be gone; the local sign-out below is what matters.
    }
    forgetSession();
    await navigate(ROUTES.login, { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}
