import { columnOrderingFeature, columnVisibilityFeature, tableFeatures, useTable, type Updater } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { Declaration } from '../../../shared/registry';
import { columnCandidates, columnStateOf, shownOf, type ColumnState } from './columnChoice';

// Module scope, as TanStack Table asks: stable features and rows (the panel has columns, no rows).
const features = tableFeatures({ columnVisibilityFeature, columnOrderingFeature });
const NO_ROWS: never[] = [];

const apply = <T>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater);

/**
 * The list's column state on TanStack Table's column visibility and ordering features: one column
 * per field the kind can show, the state controlled by the columns the address names (`shown`), and
 * every change the table makes handed back as the columns to show (`onChoose`). The last column
 * shown cannot be hidden (`enableHiding`). Headless: ColumnsPanel.tsx draws it.
 */
export function useColumnState(decl: Declaration, shown: readonly string[], onChoose: (cols: string[]) => void) {
  const candidates = useMemo(() => columnCandidates(decl), [decl]);
  const columns = useMemo(
    () => candidates.map((id) => ({ id, enableHiding: !(shown.length === 1 && shown[0] === id) })),
    [candidates, shown],
  );
  const state = useMemo(() => columnStateOf(candidates, shown), [candidates, shown]);
  const change = (next: ColumnState) => onChoose(shownOf(next));
  return useTable({
    features,
    columns,
    data: NO_ROWS,
    state,
    onColumnVisibilityChange: (updater) => change({ ...state, columnVisibility: apply(updater, state.columnVisibility) }),
    onColumnOrderChange: (updater) => change({ ...state, columnOrder: apply(updater, state.columnOrder) }),
  });
}
