import { cookieDomainCandidates, cookieNamesFor, hasStoredCredentials, parseCookies, serializeCookie } from '../rules/cookies';
import { cookieNames, type CookieNames } from '../../shared/rules/cookieNames';
import { serverPage } from './serverPage';

/** The browser side of the cookie rules: the only module that touches document.cookie (on the server, the visitor's). */
function jar(): Record<string, string> {
  return parseCookies(serverPage()?.cookie ?? document.cookie);
}

export function currentCookieNames(): CookieNames {
  return cookieNamesFor(jar(), import.meta.env.PROD);
}

/** docs/product.md §4: stored credentials mean logged in (the auth cookie itself is HttpOnly and unreadable). */
export function isSignedIn(): boolean {
  return hasStoredCredentials(jar(), currentCookieNames());
}

export function readActiveWebsiteId(): string | null {
  return jar()[currentCookieNames().activeWebsiteId] || null;
}

export function writeActiveWebsiteId(id: string): void {
  document.cookie = serializeCookie({
    name: currentCookieNames().activeWebsiteId,
    value: id,
    maxAge: 60 * 60 * 24 * 365,
    secure: window.location.protocol === 'https:',
  });
}

/**
 * Clears userId and activeWebsiteId under both namings and every domain scope they may carry;
 * the HttpOnly auth cookie is the server's to clear (logout) or to refuse (401).
 */
export function clearReadableCookies(): void {
  const names = [cookieNames(true), cookieNames(false)].flatMap((n) => [n.userId, n.activeWebsiteId]);
  for (const domain of cookieDomainCandidates(window.location.hostname)) {
    for (const name of names) document.cookie = serializeCookie({ name, value: '', maxAge: 0, domain });
  }
}

/**
 * The sidebar the user collapsed or expanded, kept for a year. A cookie rather than localStorage:
 * a server-drawn page reads it too, so a reload draws the sidebar as the user left it, with no flash.
 */
const SIDEBAR_COOKIE = 'sidebarCollapsed';

export function readSidebarCollapsed(): boolean | null {
  const value = jar()[SIDEBAR_COOKIE];
  return value === '1' ? true : value === '0' ? false : null;
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  document.cookie = serializeCookie({
    name: SIDEBAR_COOKIE,
    value: collapsed ? '1' : '0',
    maxAge: 60 * 60 * 24 * 365,
    secure: window.location.protocol === 'https:',
  });
}
