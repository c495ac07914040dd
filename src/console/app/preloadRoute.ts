import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

const hasPreload = (type: unknown): type is { preload(pathname: string): Promise<unknown> } =>
  (typeof type === 'object' || typeof type === 'function') &&
  type !== null &&
  typeof (type as { preload?: unknown }).preload === 'function';

/**
 * Starts downloading every lazy screen the address will render (layout, then screen), and what
 * those screens will need there (lazyScreen.ts `warm`), all at once
 * and before the first render, instead of one after the other as each level renders and suspends:
 * on a cold load that chain of chunk round trips came before the first row. A failed download is
 * left for the render to retry and report.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (hasPreload(type)) type.preload(pathname).catch(() => undefined);
  }
}
