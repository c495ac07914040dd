import { ROUTES } from '../../shared/rules/routes';

/**
 * Where sign-in returns to. Only same-site paths are accepted (no scheme, no '//host'), so a
 * crafted /login?next= link cannot send a manager to another site after they sign in.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return ROUTES.home;
  if (next === ROUTES.login || next.startsWith(`${ROUTES.login}?`)) return ROUTES.home;
  return next;
}

/** The /login address that remembers where the user was going (path, query and hash). */
export function loginPathFor(path: string): string {
  const target = safeReturnPath(path);
  return target === ROUTES.home ? ROUTES.login : `${ROUTES.login}?next=${encodeURIComponent(target)}`;
}
