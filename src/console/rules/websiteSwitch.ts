import type { UseCase } from '../../shared/rules/types';

/** Action words that follow a kind in a route but are not record ids. */
const NOT_IDS = new Set(['new']);

/**
 * Whether the route points at one record: the segment after a kind's list route (`listRoutes`, from
 * the declarations, whatever their depth), or after /<namespace>/<area>/<kind> when no list route
 * matches. /…/new is the add form, not a record.
 */
export function routeHasRecordId(pathname: string, listRoutes: readonly string[]): boolean {
  const parts = pathname.split('/').filter((s) => s !== '');
  if (parts[0] !== 'make' && parts[0] !== 'check') return false;
  const list = listRoutes
    .filter((route) => pathname === route || pathname.startsWith(`${route}/`))
    .reduce<string | undefined>((longest, route) => (longest === undefined || route.length > longest.length ? route : longest), undefined);
  const afterList =
    list === undefined
      ? parts.slice(3)
      : pathname
          .slice(list.length)
          .split('/')
          .filter((s) => s !== '');
  const first = afterList[0];
  return first !== undefined && !NOT_IDS.has(first);
}

/**
 * docs/product.md §4: switching website goes to / when the current route holds a record id (it belongs to
 * the old website) or when the use case changes (the old sidebar does not exist there).
 * null means stay on the current route.
 */
export function routeAfterWebsiteSwitch(
  pathname: string,
  previous: UseCase | undefined,
  next: UseCase | undefined,
  listRoutes: readonly string[],
): '/' | null {
  if (routeHasRecordId(pathname, listRoutes)) return '/';
  if (previous !== next) return '/';
  return null;
}
