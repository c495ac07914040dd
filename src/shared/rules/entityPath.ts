/**
 * Console addresses of a declared kind (docs/architecture.md §5): its list at its console path, its
 * records below it. Shared, so the server can tell what a console address will show before the
 * console has loaded (server/consolePage/firstAnswers.ts).
 */
import type { ActionMode } from '../enums';
import type { Declaration, Registry } from '../registry';

export type EntityPage = { page: 'list' } | { page: 'record'; mode: ActionMode; id?: string };

export interface EntityMatch {
  decl: Declaration;
  /** The kind's own console path, the address of its list. */
  base: string;
  /** Segments below it. */
  rest: string[];
}

/** The declaration owning the longest prefix of the address, so /make/entities/zones/12/edit is zones. */
export function matchEntityPath(registry: Registry, pathname: string): EntityMatch | undefined {
  const segments = pathname.split('/').filter((s) => s !== '');
  for (let i = segments.length; i > 0; i--) {
    const base = `/${segments.slice(0, i).join('/')}`;
    const decl = registry.byRoute(base);
    if (decl && base.startsWith('/make/')) return { decl, base, rest: segments.slice(i) };
  }
  return undefined;
}

const RECORD_SUFFIX: Partial<Record<string, ActionMode>> = { edit: 'EDIT', copy: 'COPY', pending: 'VIEW_TEMP' };

/** The page the segments below a kind's path ask for; undefined for an address no page answers. */
export function parseRest(rest: readonly string[]): EntityPage | undefined {
  if (rest.length === 0) return { page: 'list' };
  if (rest.length === 1 && rest[0] === 'new') return { page: 'record', mode: 'ADD' };
  if (!/^[1-9][0-9]*$/.test(rest[0] ?? '') || rest.length > 2) return undefined;
  if (rest.length === 1) return { page: 'record', mode: 'VIEW', id: rest[0] };
  const mode = RECORD_SUFFIX[rest[1] ?? ''];
  return mode ? { page: 'record', mode, id: rest[0] } : undefined;
}

/**
 * The kind whose list page is at this address, undefined elsewhere (a record page, an unknown
 * address, a singleton, whose address shows its one record). The server draws these pages first
 * (console/renderPage.tsx) and answers their first list call (firstListCall.ts); the browser asks
 * for that call early (console/engine/preloadEntity.ts).
 */
export function listPageAt(registry: Registry, pathname: string): Declaration | undefined {
  const match = matchEntityPath(registry, pathname);
  return match && parseRest(match.rest)?.page === 'list' && !match.decl.singleton ? match.decl : undefined;
}
