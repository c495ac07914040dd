import type { QueryClient } from '@tanstack/react-query';
import type { Registry } from '../../shared/registry';
import type { ApiClient } from '../api/client';
import { consoleRegistry } from './registry';
import { listPageAt, matchEntityPath, parseRest, type EntityMatch, type EntityPage } from '../../shared/rules/entityPath';
import { relatedKinds } from './relatedKinds';

/** The kinds a page shows first: a list its own kind; a record page also its owned records. */
export function kindsShown(registry: Registry, match: EntityMatch | undefined, page: EntityPage | undefined): string[] {
  if (!match || !page) return [];
  const { kind, singleton } = match.decl;
  if (page.page === 'list' && !singleton) return [kind];
  // A record page's child lists, below its form, load their kinds when drawn (ChildSections.tsx).
  return relatedKinds(registry, kind, false);
}

/**
 * A cold load asks for the declarations of the address while the session and the screens are
 * still on their way (app/preloadRoute.ts). This file is its own small chunk, apart from
 * EntityRoute's, so the declaration's download starts as soon as the outlines are in, not after
 * the list and form engines have loaded and run. At the address the browser is on, a list's first
 * page is asked for as soon as the declaration and the session are in (prefetchList.ts). Settles
 * once the declarations (and that first page) are in, so the first render, which waits for this
 * a little (main.tsx), draws the page with its rows rather than a loading table first.
 */
export function preloadFor(pathname: string, search: string, deps: { api: ApiClient; queryClient?: QueryClient }): Promise<unknown> {
  const match = matchEntityPath(consoleRegistry, pathname);
  const page = match && parseRest(match.rest);
  const ready = consoleRegistry.ready(kindsShown(consoleRegistry, match, page)) ?? Promise.resolve();
  ready.catch(() => undefined);
  // In the browser, only at the address it is on (a cold load): a navigation shows the list at once
  // and the list asks for its rows itself. A server render (renderPage.tsx) fills the client it gives.
  const list = listPageAt(consoleRegistry, pathname);
  const here = typeof window === 'undefined' || pathname === window.location.pathname;
  if (!list || !here) return ready;
  const { kind } = list;
  const client = deps.queryClient ? Promise.resolve(deps.queryClient) : import('../api/appQueryClient').then((m) => m.appQueryClient);
  // A failure is left for the list screen, which asks again and reports it.
  return Promise.all([import('./prefetchList'), client, ready])
    .then(([{ prefetchList }, queryClient]) => prefetchList(deps.api, queryClient, consoleRegistry.get(kind), search))
    .catch(() => undefined);
}
