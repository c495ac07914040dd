import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ROUTES } from '../../shared/rules/routes';
import { RequireAuth } from './RequireAuth';

const hasPreload = (type: unknown): type is { preload(pathname: string): Promise<unknown> } =>
  (typeof type === 'object' || typeof type === 'function') &&
  type !== null &&
  typeof (type as { preload?: unknown }).preload === 'function';

/**
 * Starts downloading every lazy screen the address will render (layout, then screen), and what
 * those screens will need there (common/lazyScreen.ts `warm`), all at once
 * and before the first render, instead of one after the other as each level renders and suspends:
 * on a cold load that chain of chunk round trips came before the first row. A failed download is
 * left for the render to retry and report. Settles once all of it is in (failures included).
 */
export function preloadRoute(routes: RouteObject[], pathname: string, signedIn = true): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  // Signed out, a signed-in address shows the sign-in page (RequireAuth.tsx): that is what to load.
  if (!signedIn && matches.some(({ route }) => isValidElement(route.element) && route.element.type === RequireAuth)) {
    return preloadRoute(routes, ROUTES.login, true);
  }
  const loads: Promise<unknown>[] = [];
  for (const { route } of matches) {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (hasPreload(type)) loads.push(type.preload(pathname).catch(() => undefined));
  }
  return Promise.all(loads).then(() => undefined);
}
