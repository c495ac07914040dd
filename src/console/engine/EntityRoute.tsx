import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { ActionMode } from '../../shared/enums';
import type { Registry } from '../../shared/registry';
import type { Id } from '../api/types';
import { kindFitsUseCase } from '../../shared/rules/useCaseFit';
import { useScope } from '../common/ScopeContext';
import { InvalidRouteScreen } from '../common/InvalidRouteScreen';
import { ListPage } from './list/ListPage';
import { consoleRegistry } from './registry';
import { useRegistry } from './RegistryContext';
import { Loading } from './components/Loading';
import { RecordNotFound } from './edit/RecordNotFound';
import { matchEntityPath, parseRest, recordPath, type EntityMatch, type EntityPage } from './routing';
import { relatedKinds } from './relatedKinds';
import { useDeclarations } from './useDeclarations';

// The form engine (rjsf, ajv, pickers) loads with the first record page, never with a list.
const EditPage = lazy(async () => ({ default: (await import('./edit/EditPage')).EditPage }));

/** The kinds a page shows: a list its own kind; a record page also its children and owned records. */
function kindsShown(registry: Registry, match: EntityMatch | undefined, page: EntityPage | undefined): string[] {
  if (!match || !page) return [];
  const { kind, singleton } = match.decl;
  return page.page === 'list' && singleton !== true ? [kind] : relatedKinds(registry, kind);
}

/**
 * A cold load asks for the declarations of the address while the session is still on its way
 * (preloadRoute), so the page does not wait for them after it (lazyScreen.ts).
 */
export function preloadFor(pathname: string): void {
  const match = matchEntityPath(consoleRegistry, pathname);
  consoleRegistry.ready(kindsShown(consoleRegistry, match, match && parseRest(match.rest)))?.catch(() => undefined);
}

/** Where each kind's list was last left (page, sort, filters), so Back returns there. */
const lastListSearch = new Map<string, string>();

const loading = <Loading />;

/**
 * The element of every declared kind's routes (make/entities/:kind/*, the forms and people
 * routes): finds the declaration owning the address and shows its list, a record page, or, for
 * a singleton (the event), its one record. Nothing here names a kind.
 */
export function EntityRoute() {
  const registry = useRegistry();
  const { useCase } = useScope();
  const { pathname, search } = useLocation();
  const match = useMemo(() => matchEntityPath(registry, pathname), [registry, pathname]);
  const page = match ? parseRest(match.rest) : undefined;
  const base = match?.base ?? '';
  const isList = page?.page === 'list';
  useEffect(() => {
    if (isList) lastListSearch.set(base, search);
  }, [isList, base, search]);
  const linkTo = useCallback((mode: ActionMode, id?: Id) => recordPath(base, mode, id), [base]);
  const kind = match?.decl.kind;
  useDeclarations(kindsShown(registry, match, page));

  if (!match || !page || kind === undefined) return <InvalidRouteScreen />;
  // The whole declaration, now loaded (match was found among outlines).
  const decl = registry.get(kind);
  // The server refuses a kind the website's use case does not have; its pages do not exist here either.
  if (useCase !== undefined && !kindFitsUseCase(decl, useCase)) {
    // A record of a website with another use case (a shared link): offer to switch to it.
    if (page.page === 'record' && page.id) return <RecordNotFound decl={decl} id={page.id} fallback={<InvalidRouteScreen />} />;
    return <InvalidRouteScreen />;
  }
  if (decl.singleton) {
    // A singleton under a parent (course SEO) only exists inside its parent's page.
    if (decl.parent || page.page !== 'list') return <InvalidRouteScreen />;
    return (
      <Suspense fallback={loading}>
        <EditPage key={decl.kind} decl={decl} mode="EDIT" />
      </Suspense>
    );
  }
  if (page.page === 'list') {
    if (!decl.endpoints.list) return <InvalidRouteScreen />;
    return <ListPage key={decl.kind} decl={decl} linkTo={linkTo} />;
  }
  return (
    <Suspense fallback={loading}>
      <EditPage
        key={`${decl.kind}:${page.mode}:${page.id ?? ''}`}
        decl={decl}
        mode={page.mode}
        id={page.id}
        backTo={`${base}${lastListSearch.get(base) ?? ''}`}
        linkTo={linkTo}
      />
    </Suspense>
  );
}
