/**
 * docs/product.md §6/§9: client_id is dropped from requests when the page origin fails the check on the
 * product's own hosts: the production domain, a preview hosting domain and local addresses.
 * Entries are exact host names or '*.suffix' wildcards (any subdomain, not the bare suffix).
 */
export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]', '*.localhost'];

/** Builds the list from a comma-separated setting (e.g. VITE_ALLOWED_HOSTS="console.example.org,*.pages.dev"). */
export function allowedHostsFrom(setting: string | undefined): string[] {
  const extra = (setting ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '');
  return [...LOCAL_HOSTS, ...extra];
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  const host = hostOf(origin);
  if (host === null) return false;
  return allowed.some((entry) => {
    const rule = entry.toLowerCase();
    if (rule.startsWith('*.')) return host.endsWith(rule.slice(1)) && host.length > rule.length - 1;
    return host === rule;
  });
}
