import { cookieNames, type CookieNames } from '../../shared/rules/cookieNames';

/** Parses a document.cookie / Cookie header string into a name → value map (values URI-decoded). */
export function parseCookies(header: string): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || name in jar) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      jar[name] = decodeURIComponent(raw);
    } catch {
      jar[name] = raw;
    }
  }
  return jar;
}

/**
 * Which naming the server used. The server prefixes dev_ unless NODE_ENV is production, and
 * that can differ from how the console was built (a production build served by `npm start`
 * without NODE_ENV), so the cookie the server actually set wins; the build mode only decides
 * when no userId cookie exists yet.
 */
export function cookieNamesFor(jar: Record<string, string>, buildIsProduction: boolean): CookieNames {
  const prod = cookieNames(true);
  const dev = cookieNames(false);
  if (jar[dev.userId]) return dev;
  if (jar[prod.userId]) return prod;
  return buildIsProduction ? prod : dev;
}

/** docs/product.md §4: stored credentials mean logged in; the auth token is HttpOnly, so the readable userId stands for both. */
export function hasStoredCredentials(jar: Record<string, string>, names: CookieNames): boolean {
  return (jar[names.userId] ?? '') !== '';
}

export interface CookieWrite {
  name: string;
  value: string;
  /** Max-Age in seconds; 0 deletes. */
  maxAge?: number;
  secure?: boolean;
  domain?: string;
}

/** The text to assign to document.cookie; path / so every route sees it, SameSite=Lax like the server's. */
export function serializeCookie({ name, value, maxAge, secure, domain }: CookieWrite): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (domain !== undefined) parts.push(`Domain=${domain}`);
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Domains a readable cookie may have been scoped to (docs/product.md §9: in production the server scopes
 * them to the product's domain). A cookie is only deleted by a write with the same Domain, so
 * sign-out tries host-only plus each parent domain; browsers ignore the invalid ones.
 */
export function cookieDomainCandidates(hostname: string): Array<string | undefined> {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname) || hostname.startsWith('[')) return [undefined];
  const domains: Array<string | undefined> = [undefined];
  for (let i = 0; i <= labels.length - 2; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}
