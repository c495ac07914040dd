import type { Registry } from '../../shared/registry';
import { consoleRegistry } from './registry';
import { matchEntityPath, parseRest, type EntityMatch, type EntityPage } from './routing';
import { relatedKinds } from './relatedKinds';

/** The kinds a page shows: a list its own kind; a record page also its children and owned records. */
export function kindsShown(registry: Registry, match: EntityMatch | undefined, page: EntityPage | undefined): string[] {
  if (!match || !page) return [];
  const { kind, singleton } = match.decl;
  return page.page === 'list' && singleton !== true ? [kind] : relatedKinds(registry, kind);
}

/**
 * A cold load asks for the declarations of the address while the session and the screens are
 * still on their way (app/preloadRoute.ts). This file is its own small chunk, apart from
 * EntityRoute's, so the declaration's download starts as soon as the outlines are in, not after
 * the list and form engines have loaded and run.
 */
export function preloadFor(pathname: string): void {
  const match = matchEntityPath(consoleRegistry, pathname);
  consoleRegistry.ready(kindsShown(consoleRegistry, match, match && parseRest(match.rest)))?.catch(() => undefined);
}
