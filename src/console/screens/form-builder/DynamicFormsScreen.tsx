import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { ActionMode } from '../../../shared/enums';
import { ROUTES } from '../../../shared/rules/routes';
import type { Id } from '../../api/types';
import { ListPage } from '../../engine/list/ListPage';
import { useRegistry } from '../../engine/RegistryContext';
import { useDeclarations } from '../../engine/useDeclarations';
import { parseRest } from '../../../shared/rules/entityPath';
import { recordPath } from '../../engine/routing';
import { Loading } from '../../engine/components/Loading';
import { InvalidRouteScreen } from '../../common/InvalidRouteScreen';

// The builder brings rjsf, ajv and the preview; the list route must not load them (docs/architecture.md §5a).
const DynamicFormBuilder = lazy(async () => ({ default: (await import('./DynamicFormBuilder')).DynamicFormBuilder }));

const loading = <Loading />;

/**
 * /make/dynamic/forms/* (docs/product.md §2): the engine's list of the kind declared at this route, and the
 * form builder for its records: /new, /<id>/edit, /<id>/copy, /<id> (view), /<id>/pending.
 */
export function DynamicFormsScreen() {
  const registry = useRegistry();
  const { pathname } = useLocation();
  const base = ROUTES.dynamicForms;
  // An outline until useDeclarations below has loaded it; read again after that.
  const found = registry.byRoute(base);
  const rest = useMemo(
    () =>
      pathname
        .slice(base.length)
        .split('/')
        .filter((s) => s !== ''),
    [pathname, base],
  );
  const page = pathname === base || pathname.startsWith(`${base}/`) ? parseRest(rest) : undefined;
  const linkTo = useCallback((mode: ActionMode, id?: Id) => recordPath(base, mode, id), [base]);
  useDeclarations(found ? [found.kind] : []);
  const decl = found && registry.get(found.kind);

  if (!decl || !page) return <InvalidRouteScreen />;
  if (page.page === 'list') return <ListPage key={decl.kind} decl={decl} linkTo={linkTo} />;
  return (
    <Suspense fallback={loading}>
      <DynamicFormBuilder key={`${page.mode}:${page.id ?? ''}`} decl={decl} mode={page.mode} id={page.id} backTo={base} linkTo={linkTo} />
    </Suspense>
  );
}
