import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Declaration } from '../../../shared/registry';
import { useScope } from '../../common/ScopeContext';
import { useTimeZone } from '../../common/useTimeZone';
import { kindCapabilities } from '../capabilities';
import { useResourceList } from '../hooks/useResourceList';
import { useRegistry } from '../RegistryContext';
import { useDeclarations } from '../useDeclarations';
import { columnSpecs } from './columnSpecs';
import { declaredColumns, isDeclaredChoice } from './columnChoice';
import { useRememberedColumns } from './columnMemory';
import { listAccess, listBody } from './listPageRules';
import { filterControls, listRequest, readListState, writeListState, type ListState, type ParentFilter } from './listState';
import { useDeleteAction } from './useDeleteAction';

export interface ListControllerOptions {
  /** A sub-list: only the records of this parent. */
  parent?: ParentFilter;
  /** Prefix of this list's keys in the address, so several lists share one page. */
  urlPrefix?: string;
  /** No changes offered whatever the role. */
  readOnly?: boolean;
  /** The manager may choose the columns (a kind's own list; a sub-list shows the declared ones). */
  choosable?: boolean;
}

/**
 * Everything a declared kind's list knows and does, without drawing it (ra-core's
 * useListController; ListPage.tsx draws what it returns): its state in the address (page, size,
 * sort, search, filters), the call for its rows, what its body shows, who may change it, and the
 * changes it offers.
 */
export function useListController(
  given: Declaration,
  { parent, urlPrefix = '', readOnly = false, choosable = false }: ListControllerOptions = {},
) {
  const registry = useRegistry();
  // The whole declaration (columns, filters), whoever renders the list (useDeclarations).
  useDeclarations([given.kind]);
  const decl = registry.whole(given);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(decl, params, urlPrefix), [decl, params, urlPrefix]);
  const request = useMemo(() => listRequest(decl, state, parent), [decl, state, parent]);
  const list = useResourceList(decl, request);
  const { mayChange, mayAdd } = listAccess({
    isMaker: useScope().roles.isMaker[decl.area],
    readOnly,
    canCreate: kindCapabilities(decl).create,
  });
  const onDelete = useDeleteAction(decl);
  const update = useCallback(
    // A search refined as it is typed replaces its own history entry: Back goes to the list before the search.
    (patch: Partial<ListState>, how: { replace?: boolean } = {}) =>
      setParams((prev) => writeListState(decl, prev, { ...state, ...patch }, urlPrefix), { replace: how.replace }),
    [decl, setParams, state, urlPrefix],
  );
  const [remembered, remember] = useRememberedColumns(decl);
  // Keyed on the names: the address's state is read anew on every render.
  const shownKey = ((choosable ? (state.cols ?? remembered) : undefined) ?? declaredColumns(decl)).join(',');
  const shown = useMemo(() => shownKey.split(','), [shownKey]);
  const specs = useMemo(() => columnSpecs(decl, shown), [decl, shown]);
  const chooseColumns = useCallback(
    (cols: string[]) => {
      const own = isDeclaredChoice(decl, cols) ? undefined : cols;
      update({ cols: own }, { replace: true });
      remember(own);
    },
    [decl, update, remember],
  );
  const controls = useMemo(() => filterControls(decl), [decl]);
  const rows = list.data?.rows;
  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;
  return {
    decl,
    state,
    request,
    specs,
    /** The columns shown, in order, and how to choose others (columnChoice.ts). */
    shown,
    chooseColumns,
    controls,
    timeZone: useTimeZone(),
    rows,
    meta: list.data?.meta,
    error: list.error,
    body: listBody({ failed: list.isError, pending: list.isPending, rows: rows?.length, filtered }),
    /** Rows from before are shown while the next page loads. */
    busy: list.isFetching && list.isPlaceholderData,
    mayChange,
    mayAdd,
    update,
    retry: () => void list.refetch(),
    clearFilters: () => update({ search: '', filters: {}, page: 1 }),
    sortBy: (sort: string, order: ListState['order']) => update({ sort, order, page: 1 }),
    goTo: (page: number, size: number) => update({ page, size }),
    onDelete,
  };
}
