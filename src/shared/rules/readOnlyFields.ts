/**
 * The fields a client may not set (docs/declarations.md): `readOnly` ones — the website a record
 * was created on, an owned record's id, a mark the server gives (prodserv_part_of) — and `x-derived`
 * ones, computed by the database and never stored. A client may send one back as it read it (the
 * value stored, the field's default, the website), so a record read and saved again goes through;
 * any other value is refused, never silently replaced. Pure: the server refuses, the console leaves
 * them out of a copy.
 */
import type { Declaration, FieldSchema } from '../declaration';
import { eachField } from '../declarationFields';
import { sameData } from './sameData';

type Doc = Record<string, unknown>;

export interface ReadOnlyField {
  /** Dotted path, e.g. `product_service.prodserv_id`. */
  path: string;
  field: FieldSchema;
  derived: boolean;
}

/** Every readOnly or derived field of a declaration, nested ones too. */
export function readOnlyFields(decl: Pick<Declaration, 'schema'>): ReadOnlyField[] {
  const found: ReadOnlyField[] = [];
  eachField(decl.schema, (path, field) => {
    if (field.readOnly === true || field['x-derived'] !== undefined) found.push({ path, field, derived: field['x-derived'] !== undefined });
  });
  return found;
}

const absent = (v: unknown): boolean => v === undefined || v === null;

/** The value at a dotted path; through a list, the list of the values of its items. */
function valueAt(doc: unknown, parts: string[]): unknown {
  if (parts.length === 0) return doc;
  if (Array.isArray(doc)) return doc.map((item) => valueAt(item, parts));
  if (doc === null || typeof doc !== 'object') return undefined;
  const [head = '', ...rest] = parts;
  return valueAt((doc as Doc)[head], rest);
}

/** Whether any value at a path is set (a list of item values counts when one of them is). */
function isSet(value: unknown): boolean {
  return Array.isArray(value) ? value.some((v) => (Array.isArray(v) ? isSet(v) : !absent(v))) : !absent(value);
}

/**
 * The readOnly and derived fields `body` sets to a value the server would not keep: for a new
 * record (`current` null) anything but the field's default (the website for the website field);
 * for an existing one anything but the stored value (or the default where none is stored); for a
 * derived field anything but the value it has now.
 */
export function readOnlyProblems(
  decl: Pick<Declaration, 'schema' | 'websiteField'>,
  body: Doc,
  current: Doc | null,
  websiteId: number | null,
  /** The record's derived values as a list row shows them now; a new record has none. */
  derivedNow: Doc = {},
): string[] {
  return readOnlyFields(decl)
    .filter(({ path, field, derived }) => {
      const sent = valueAt(body, path.split('.'));
      if (!isSet(sent)) return false;
      if (derived) return !sameData(sent, valueAt(derivedNow, path.split('.')));
      const stored = current === null ? undefined : valueAt(current, path.split('.'));
      const expected = path === decl.websiteField ? (isSet(stored) ? stored : websiteId) : stored;
      return !sameData(sent, expected) && !(isSet(expected) === false && field.default !== undefined && sameData(sent, field.default));
    })
    .map(({ path }) => path);
}

/** A copy of a record's data without the fields the server sets (a copied record gets its own). */
export function withoutReadOnly(decl: Pick<Declaration, 'schema'>, doc: Doc): Doc {
  const out = structuredClone(doc);
  for (const { path } of readOnlyFields(decl)) {
    const parts = path.split('.');
    let node: unknown = out;
    for (const part of parts.slice(0, -1))
      node = node && typeof node === 'object' && !Array.isArray(node) ? (node as Doc)[part] : undefined;
    if (node && typeof node === 'object' && !Array.isArray(node)) delete (node as Doc)[parts[parts.length - 1] ?? ''];
  }
  return out;
}
