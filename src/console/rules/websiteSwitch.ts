import type { UseCase } from '../../shared/rules/types';

export interface SwitchableWebsite {
  website_id: string | number;
  usecase_relation?: { usecase_code?: UseCase } | null;
}

/** docs/product.md §4: after the list loads, the active website is the one matching the saved id, otherwise the first. */
export function resolveActiveWebsite<W extends SwitchableWebsite>(
  websites: readonly W[],
  savedId: string | null | undefined,
): W | undefined {
  if (savedId !== null && savedId !== undefined && savedId !== '') {
    const saved = websites.find((w) => String(w.website_id) === savedId);
    if (saved) return saved;
  }
  return websites[0];
}

/** Action words that follow a kind in a route but are not record ids. */
const NOT_IDS = new Set(['new']);

/**
 * Whether the route points at one record: /make/<area>/<kind>/<id>[/…] (speakers-list has no
 * kind level: /make/speakers-list/<id>). /…/new is the add form, not a record.
 */
export function routeHasRecordId(pathname: string): boolean {
  const [namespace, area, ...rest] = pathname.split('/').filter((s) => s !== '');
  if (namespace !== 'make' && namespace !== 'check') return false;
  const afterKind = namespace === 'make' && area === 'speakers-list' ? rest : rest.slice(1);
  const first = afterKind[0];
  return first !== undefined && !NOT_IDS.has(first);
}

/**
 * docs/product.md §4: switching website goes to / when the current route holds a record id (it belongs to
 * the old website) or when the use case changes (the old sidebar does not exist there).
 * null means stay on the current route.
 */
export function routeAfterWebsiteSwitch(pathname: string, previous: UseCase | undefined, next: UseCase | undefined): '/' | null {
  if (routeHasRecordId(pathname)) return '/';
  if (previous !== next) return '/';
  return null;
}
