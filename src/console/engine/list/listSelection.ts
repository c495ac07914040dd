/**
 * Which rows of a list a manager has ticked (react-admin's selectedIds, with Gmail's "select all
 * that match"): rows ticked one by one, each with the version the list showed, or every record the
 * list's search and filters match. Pure: useListSelection.ts keeps it in React state.
 */

export interface PickedRow {
  id: string;
  version: number;
}

export interface Selection {
  /** Row id → what the list showed of it; kept across pages of the same search. */
  picked: ReadonlyMap<string, PickedRow>;
  /** Every record the list matches, however many pages (up to MAX_BULK). */
  allMatching: boolean;
}

export const NO_SELECTION: Selection = { picked: new Map(), allMatching: false };

export type PageTick = 'all' | 'some' | 'none';

/** The header box's state: every row of the page ticked, some, or none. */
export function pageTick(selection: Selection, rowIds: readonly string[]): PageTick {
  if (rowIds.length === 0) return 'none';
  if (selection.allMatching) return 'all';
  const ticked = rowIds.filter((id) => selection.picked.has(id)).length;
  return ticked === 0 ? 'none' : ticked === rowIds.length ? 'all' : 'some';
}

/** One row ticked or unticked; unticking a row of "all that match" keeps the rows on show ticked. */
export function toggleRow(selection: Selection, row: PickedRow, pageRows: readonly PickedRow[]): Selection {
  const base = selection.allMatching ? new Map(pageRows.map((r) => [r.id, r])) : new Map(selection.picked);
  if (base.has(row.id)) base.delete(row.id);
  else base.set(row.id, row);
  return { picked: base, allMatching: false };
}

/** The header box: ticks every row of the page, or unticks them all when all were ticked. */
export function togglePage(selection: Selection, pageRows: readonly PickedRow[]): Selection {
  const ids = pageRows.map((r) => r.id);
  if (pageTick(selection, ids) === 'all') {
    if (selection.allMatching) return NO_SELECTION;
    const picked = new Map(selection.picked);
    for (const id of ids) picked.delete(id);
    return { picked, allMatching: false };
  }
  const picked = new Map(selection.picked);
  for (const row of pageRows) picked.set(row.id, row);
  return { picked, allMatching: false };
}

/** How many records the selection stands for. */
export function selectedCount(selection: Selection, total: number): number {
  return selection.allMatching ? total : selection.picked.size;
}
