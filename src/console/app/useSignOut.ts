import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../shared/rules/routes';
import { logout } from '../api/authCalls';
import { useApi } from '../api/ApiContext';
import { confirmLeaveIfDirty } from '../state/confirmLeave';
import { forgetSession } from './session';

/**
 * docs/product.md §4 sign out: revoke the session on the server (which clears its cookies), clear the
 * readable cookies, go to /login. A failed logout call still signs out locally.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useApi();
  return useCallback(async () => {
    if (!(await confirmLeaveIfDirty())) return;
    try {
      await logout(api);
    } catch {
      // The server session may already be gone; the local sign-out below is what matters.
    }
    forgetSession();
    await navigate(ROUTES.login, { replace: true });
    queryClient.clear();
  }, [navigate, queryClient, api]);
}
