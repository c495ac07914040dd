/**
 * Which columns a list shows, in which order (react-admin's SelectColumnsButton, Payload's column
 * picker): any declared field the list can draw, the declaration's `list.columns` when the manager
 * chose nothing. Pure: a choice travels in the address (`cols`, shareable) and is remembered per
 * user and kind (columnMemory.ts); the panel changes it through TanStack Table's column state
 * (useColumnState.ts).
 */
import { fieldAt, type Declaration } from '../../../shared/registry';

/** Record columns every list can show beside the declared fields. */
const RECORD_COLUMNS = ['created_at', 'updated_at'];

/** The columns a manager may choose from: the declared ones first, then every other top-level field a cell can draw, then the record's dates. */
export function columnCandidates(decl: Declaration): string[] {
  const declared = declaredColumns(decl);
  const fields = Object.entries(decl.schema.properties ?? {})
    .filter(([, f]) => f.type !== 'object' && !(f.type === 'array' && f.items?.type === 'object'))
    .map(([name]) => name);
  return [...new Set([...declared, ...fields, ...RECORD_COLUMNS])];
}

export function declaredColumns(decl: Declaration): string[] {
  return decl.list?.columns ?? [decl.display];
}

/** A choice read back (from the address or memory): unknown and repeated names dropped; nothing left means no choice. */
export function validChoice(decl: Declaration, chosen: readonly string[] | undefined): string[] | undefined {
  if (!chosen) return undefined;
  const known = new Set(columnCandidates(decl));
  const kept = [...new Set(chosen)].filter((name) => known.has(name) && (RECORD_COLUMNS.includes(name) || fieldAt(decl.schema, name)));
  return kept.length > 0 ? kept : undefined;
}

/** The `cols` parameter's text as names. */
export function parseColumns(text: string | null): string[] | undefined {
  if (!text) return undefined;
  return text.split(',').filter((name) => name !== '');
}

/** TanStack Table's column state (its visibility and ordering features' slices): useColumnState.ts. */
export interface ColumnState {
  columnOrder: string[];
  columnVisibility: Record<string, boolean>;
}

/** The state of the columns shown: those first, in their order, then every other candidate, hidden. */
export function columnStateOf(candidates: readonly string[], shown: readonly string[]): ColumnState {
  const order = [...shown, ...candidates.filter((name) => !shown.includes(name))];
  return { columnOrder: order, columnVisibility: Object.fromEntries(order.map((name) => [name, shown.includes(name)])) };
}

/** The columns a state shows, in order (what the table's `getVisibleLeafColumns` gives). */
export function shownOf(state: ColumnState): string[] {
  return state.columnOrder.filter((name) => state.columnVisibility[name] !== false);
}

/** Moves a shown column one place earlier (-1) or later (+1); at either end it stays. */
export function moveColumn(shown: readonly string[], name: string, by: -1 | 1): string[] {
  const from = shown.indexOf(name);
  const to = from + by;
  if (from < 0 || to < 0 || to >= shown.length) return [...shown];
  const next = [...shown];
  next.splice(from, 1);
  next.splice(to, 0, name);
  return next;
}

/** Whether a choice is the declaration's own (then the address need not carry it). */
export function isDeclaredChoice(decl: Declaration, shown: readonly string[]): boolean {
  const declared = declaredColumns(decl);
  return declared.length === shown.length && declared.every((name, i) => shown[i] === name);
}
