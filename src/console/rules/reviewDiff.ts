import type { ChangeAction } from '../../shared/enums';
import type { FieldSchema, RecordSchema } from '../../shared/registry';
import { showDate, showDateTime } from '../../shared/rules/timeDisplay';
import { diffRecords, type FieldDiff } from './recordDiff';

/** Which value columns a block's diff shows: a new record has no before, a deleted one no after. */
export type DiffColumns = 'after' | 'before' | 'both';

export interface BlockDiff {
  columns: DiffColumns;
  /** Added, removed and changed fields; for CREATE every filled field, for DELETE every field. */
  changes: FieldDiff[];
  /** UPDATE only: the fields that stay as they are, hidden until the checker asks for them. */
  unchanged: { path: string; title: string; value: unknown }[];
}

/** Builds the field rows of one block from its kind's schema (titles) and its before/after documents. */
export function blockDiff(schema: RecordSchema | undefined, block: { action: ChangeAction; before: unknown; after: unknown }): BlockDiff {
  if (block.action === 'CREATE') return { columns: 'after', changes: diffRecords(schema, null, block.after), unchanged: [] };
  if (block.action === 'DELETE') return { columns: 'before', changes: diffRecords(schema, block.before, null), unchanged: [] };
  const changes = diffRecords(schema, block.before, block.after);
  const changed = new Set(changes.map((c) => c.path));
  // Every filled field of the new version, by the same paths and titles, minus the changed ones.
  const unchanged = diffRecords(schema, null, block.after)
    .filter((row) => !changed.has(row.path))
    .map((row) => ({ path: row.path, title: row.title, value: row.after }));
  return { columns: 'both', changes, unchanged };
}

/** The field a diff path names: item indexes ([1] or .1) step into the list's item schema. */
export function fieldAtPath(schema: RecordSchema | FieldSchema | undefined, path: string): FieldSchema | undefined {
  let node: RecordSchema | FieldSchema | undefined = schema;
  for (const part of path.split(/\.|(?=\[)/)) {
    if (node === undefined) return undefined;
    node = /^\[?\d+\]?$/.test(part) ? ('items' in node ? node.items : undefined) : node.properties?.[part];
  }
  return node === schema ? undefined : node;
}

export const EMPTY_VALUE = '—';

/**
 * A stored value as a manager reads it: Yes/No, lists comma-separated, dates in docs/product.md §3's
 * DateTime3 / DateOnly3 in the website's zone, like every date of the console; nothing as a dash.
 */
export function displayValue(value: unknown, field?: FieldSchema, timeZone = 'UTC'): string {
  if (value === undefined || value === null || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? EMPTY_VALUE : value.map((v) => displayValue(v, field?.items, timeZone)).join(', ');
  if (typeof value === 'string' && (field?.format === 'date-time' || field?.format === 'date')) {
    return (field.format === 'date' ? showDate(value, timeZone) : showDateTime(value, timeZone)) || value;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}
