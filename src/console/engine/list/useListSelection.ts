import { useCallback, useMemo, useState } from 'react';
import type { Declaration } from '../../../shared/registry';
import { matchingText } from '../../../shared/rules/bulk';
import type { ListRequest } from '../../../shared/rules/listCall';
import { recordIdOf, type ResourceRow } from '../resourceApi';
import { NO_SELECTION, pageTick, toggleRow, togglePage, type PickedRow, type Selection } from './listSelection';

const pickedOf = (decl: Declaration, row: ResourceRow): PickedRow => ({ id: String(recordIdOf(decl, row)), version: row.version });

/**
 * The ticked rows of a list (listSelection.ts), kept across its pages and dropped when its search
 * or filters change: a selection always means rows of the list on show.
 */
export function useListSelection(decl: Declaration, request: ListRequest, rows: ResourceRow[] | undefined) {
  const key = matchingText(request);
  const [held, setHeld] = useState<{ key: string; selection: Selection }>({ key, selection: NO_SELECTION });
  const selection = held.key === key ? held.selection : NO_SELECTION;
  const set = useCallback((next: Selection) => setHeld({ key, selection: next }), [key]);
  const pageRows = useMemo(() => (rows ?? []).map((row) => pickedOf(decl, row)), [decl, rows]);
  const pageIds = useMemo(() => pageRows.map((r) => r.id), [pageRows]);
  return {
    selection,
    pageIds,
    tick: pageTick(selection, pageIds),
    isTicked: (row: ResourceRow) => selection.allMatching || selection.picked.has(pickedOf(decl, row).id),
    toggle: (row: ResourceRow) => set(toggleRow(selection, pickedOf(decl, row), pageRows)),
    togglePage: () => set(togglePage(selection, pageRows)),
    selectAllMatching: () => set({ picked: new Map(), allMatching: true }),
    clear: () => set(NO_SELECTION),
  };
}
