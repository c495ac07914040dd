import type { FieldSchema, RecordSchema } from '../../shared/registry';

export type DiffKind = 'added' | 'removed' | 'changed';

/** One changed leaf of a record: `path` is machine-readable, `title` is what a manager reads. */
export interface FieldDiff {
  /** Dotted path with item indexes: `product_service.prodserv_external_crm_name`, `agenda_items[1].title`. */
  path: string;
  /** The schema titles along the path, joined with ' › '; items are numbered from 1. */
  title: string;
  before: unknown;
  after: unknown;
  kind: DiffKind;
}

type Doc = Record<string, unknown>;
type Node = RecordSchema | FieldSchema | undefined;

export const TITLE_SEPARATOR = ' › ';

const isDoc = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
// An empty list reads the same as no list to a manager, so neither counts as a change.
const isAbsent = (v: unknown): boolean => v === undefined || v === null || (Array.isArray(v) && v.length === 0);
const itemsOf = (node: Node): FieldSchema | undefined => (node !== undefined && 'items' in node ? node.items : undefined);
const isDocList = (v: unknown): v is unknown[] => Array.isArray(v) && v.some(isDoc);

/** Structural equality of JSON values; key order of objects does not matter. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => same(v, b[i]));
  if (isDoc(a) && isDoc(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => same(a[k], b[k]));
  }
  return false;
}

/** Declared fields first, in schema order, then any undeclared keys in the order the data has them. */
function keysOf(node: Node, before: Doc, after: Doc): string[] {
  const keys = new Set(Object.keys(node?.properties ?? {}));
  for (const k of [...Object.keys(before), ...Object.keys(after)]) keys.add(k);
  return [...keys];
}

function walk(node: Node, before: unknown, after: unknown, path: string, titles: string[], out: FieldDiff[]): void {
  if ((isDoc(before) || isAbsent(before)) && (isDoc(after) || isAbsent(after)) && (isDoc(before) || isDoc(after))) {
    const b = isDoc(before) ? before : {};
    const a = isDoc(after) ? after : {};
    for (const key of keysOf(node, b, a)) {
      const child = node?.properties?.[key];
      walk(child, b[key], a[key], path ? `${path}.${key}` : key, [...titles, child?.title ?? key], out);
    }
    return;
  }
  // Lists of objects (agenda items, links) are compared item by item, so one edited item
  // shows as its changed fields rather than as the whole list replaced.
  if ((isDocList(before) || isAbsent(before)) && (isDocList(after) || isAbsent(after)) && (isDocList(before) || isDocList(after))) {
    const b = Array.isArray(before) ? before : [];
    const a = Array.isArray(after) ? after : [];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      walk(itemsOf(node), b[i], a[i], `${path}[${i}]`, [...titles, String(i + 1)], out);
    }
    return;
  }
  // Scalars and lists of scalars (ids, tags) are one value: "1, 2 → 1, 2, 3" reads better than per-index rows.
  const gone = isAbsent(before);
  const come = isAbsent(after);
  if (gone && come) return;
  if (!gone && !come && same(before, after)) return;
  const kind: DiffKind = gone ? 'added' : come ? 'removed' : 'changed';
  out.push({ path, title: titles.join(TITLE_SEPARATOR), before: gone ? undefined : before, after: come ? undefined : after, kind });
}

/**
 * Field-by-field differences between two versions of a record, titled from the kind's schema
 * (nested objects and lists of objects are followed to their leaves). `before` null means a new
 * record (every field added), `after` null a deleted one (every field removed).
 */
export function diffRecords(schema: RecordSchema | FieldSchema | undefined, before: unknown, after: unknown): FieldDiff[] {
  const out: FieldDiff[] = [];
  walk(schema, isDoc(before) ? before : {}, isDoc(after) ? after : {}, '', [], out);
  return out;
}
