import { t } from '../../shared/messages';
import type { ApiClient } from './client';
import type { LoginResult } from './types';

/**
 * The auth calls the entry chunk and the sign-in page make, as plain functions: no query library
 * (and no hooks) here, so those two stay without it (routes.tsx, QueryRoot.tsx). Sign-in pages
 * answer 401 inline, never by redirect (docs/product.md §7 Auth).
 */
const AUTH = '/api/cms/auth';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /login: the session cookies come back with the answer. */
export async function login(api: ApiClient, credentials: Credentials): Promise<LoginResult> {
  return (await api.post<LoginResult>(`${AUTH}/login`, credentials, { fallback: t('loginFailed'), redirectOn401: false })).data;
}

/** Sign-out; failures are ignored by the caller because the console signs out locally anyway. */
export function logout(api: ApiClient): Promise<unknown> {
  return api.post<unknown>(`${AUTH}/logout`, undefined, { redirectOn401: false });
}

/**
 * POST /invitation: an invited user's first password; the session cookies come back as with sign-in.
 * `fallback` is the invitation page's message when the server gives none.
 */
export async function acceptInvitation(api: ApiClient, token: string, password: string, fallback: string): Promise<LoginResult> {
  return (await api.post<LoginResult>(`${AUTH}/invitation`, { token, password }, { fallback, redirectOn401: false })).data;
}
