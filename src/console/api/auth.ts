import { useMutation, useQuery } from '@tanstack/react-query';
import { t } from '../../shared/messages';
import { useApi } from './ApiContext';
import type { Me } from './types';
import { sessionQuery, type Session } from './sessionQuery';

/** Auth calls of the server contract (docs/product.md §7 Auth) as hooks; the plain ones are in authCalls.ts. */
const AUTH = '/api/cms/auth';

export function useForgotPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (email: string) =>
      (await api.post<{ ok: boolean }>(`${AUTH}/forgot-password`, { email }, { fallback: t('forgotFailed'), redirectOn401: false })).data,
  });
}

export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ token, newPassword }: { token: string; newPassword: string }) =>
      (
        await api.post<unknown>(
          `${AUTH}/reset-password/${encodeURIComponent(token)}`,
          { newPassword, token },
          {
            fallback: t('resetFailed'),
            redirectOn401: false,
          },
        )
      ).data,
  });
}

export interface PasswordChange {
  current_password: string;
  new_password: string;
  confirm_new_password: string;
}

export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (change: PasswordChange) =>
      (await api.post<unknown>(`${AUTH}/change-password`, change, { fallback: t('changePasswordFailed') })).data,
  });
}

/** The signed-in user, read from the session the console starts with (no call of its own). */
export function useMe() {
  return useQuery({ ...sessionQuery(useApi()), select: (session: Session): Me => session.user });
}
