import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { ActionMode } from '../../shared/enums';
import type { Id } from '../api/types';
import { kindFitsUseCase } from '../../shared/rules/useCaseFit';
import { useScope } from '../common/ScopeContext';
import { InvalidRouteScreen } from '../common/InvalidRouteScreen';
import { useRegistry } from './RegistryContext';
import { Loading } from './components/Loading';
import { matchEntityPath, parseRest } from '../../shared/rules/entityPath';
import { recordPath } from './routing';
import { kindsShown } from './preloadEntity';
import { useDeclarations } from './useDeclarations';
import { EditPageScreen as EditPage, ListPageScreen as ListPage } from './pageScreens';
import { consoleRegistry } from './registry';

// Only for a record of a website with another use case: a list never needs it (nor its Alert).
const RecordNotFound = lazy(async () => ({ default: (await import('./edit/RecordNotFound')).RecordNotFound }));
const KindOnOtherWebsite = lazy(async () => ({ default: (await import('./edit/KindOnOtherWebsite')).KindOnOtherWebsite }));

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
    if (page.page === 'record' && page.id) {
      return (
        <Suspense fallback={loading}>
          <RecordNotFound decl={decl} id={page.id} fallback={<InvalidRouteScreen />} />
        </Suspense>
      );
    }
    // A list (or a new record) of a kind another of the user's websites has: it opens there.
    return (
      <Suspense fallback={loading}>
        <KindOnOtherWebsite decl={decl} fallback={<InvalidRouteScreen />} />
      </Suspense>
    );
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
    return (
      <Suspense fallback={loading}>
        <ListPage key={decl.kind} decl={decl} linkTo={linkTo} />
      </Suspense>
    );
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

/**
 * What the page at an address draws with, loaded by the route's loader (app/routing/routeLoaders.ts)
 * with this screen's own chunk, so the page renders at once: a list's table engine, or at a
 * record's address, or a singleton's, the form engine. Each is its own chunk, so a list never
 * loads the form engine nor a record page the table engine.
 */
EntityRoute.preloadAt = (pathname: string): Promise<unknown> | undefined => {
  const match = matchEntityPath(consoleRegistry, pathname);
  const page = match ? parseRest(match.rest) : undefined;
  if (!match || !page) return undefined;
  if (page.page === 'record' || match.decl.singleton) return EditPage.preload();
  return match.decl.endpoints.list ? ListPage.preload() : undefined;
};
