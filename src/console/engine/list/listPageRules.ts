/**
 * What a list page decides, as plain functions (the headless part of ListPage.tsx, tested in
 * tests/unit/console/engine/listPageRules.test.ts).
 */

export interface ListFacts {
  /** The last call for rows failed (and none are held from before). */
  failed: boolean;
  /** No answer yet, and none to show meanwhile. */
  pending: boolean;
  /** How many rows the answer holds, if there is one. */
  rows: number | undefined;
  /** A search or a filter narrows the list. */
  filtered: boolean;
}

/** What the body of a list shows: an error to retry, a loading state, why it is empty, or its rows. */
export type ListBody = 'error' | 'loading' | 'empty' | 'nothing matches' | 'rows';

export function listBody(f: ListFacts): ListBody {
  if (f.failed) return 'error';
  if (f.pending) return 'loading';
  if (f.rows === 0) return f.filtered ? 'nothing matches' : 'empty';
  return 'rows';
}

export interface ListAccessFacts {
  /** The user is a maker of the kind's area. */
  isMaker: boolean;
  /** The list is shown read-only (the children of a record being viewed). */
  readOnly: boolean;
  /** The kind's declared calls include creating. */
  canCreate: boolean;
}

/** Who may change the list's records, and add to it (docs/product.md §6: makers only, where the kind allows). */
export function listAccess(f: ListAccessFacts): { mayChange: boolean; mayAdd: boolean } {
  const mayChange = f.isMaker && !f.readOnly;
  return { mayChange, mayAdd: mayChange && f.canCreate };
}
