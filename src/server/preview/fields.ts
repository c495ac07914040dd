import { showDate, showDateTime } from '../../shared/rules/timeDisplay';
import { fieldAt, type Declaration, type FieldSchema } from '../../shared/registry';
import { parseFileKey } from '../files/fileKeys';
import type { Doc } from '../resources/recordShape';
import { safeUrl } from './html';

/** Fields every record carries that say nothing to a visitor. */
const HIDDEN = new Set(['created_at', 'updated_at', 'priority', 'version', 'status']);
const IMAGE_EXT = /\.(png|jpe?g|gif|webp|svg|avif)([?#]|$)/i;
const IMAGE_NAME = /(image|photo|logo|thumbnail|banner|avatar|picture|icon)/i;

export const labelOf = (decl: Declaration, field: string) =>
  fieldAt(decl.schema, field)?.title ?? field.replace(/^[a-z]+_/, '').replace(/_/g, ' ');

/** A boolean field named `…_active`: visitors do not see records where it is false. */
export function activeField(decl: Declaration): string | undefined {
  return Object.entries(decl.schema.properties).find(([f, node]) => f.endsWith('_active') && node.type === 'boolean')?.[0];
}

function readable(field: string, schema: FieldSchema | undefined): boolean {
  if (!schema || HIDDEN.has(field) || field.endsWith('_active') || field.endsWith('_url')) return false;
  // Ids of reference data (roles, offer types) would show as bare numbers.
  if (schema['x-options'] && schema.type === 'integer') return false;
  return schema.type !== 'object' && !(schema.type === 'array' && schema.items?.type === 'object');
}

/** The fields the declaration's `preview` names, else a few of the list's columns beside the display field (or the scalar fields). */
export function shownFields(decl: Declaration, max: number): string[] {
  if (decl.preview?.fields) return decl.preview.fields;
  const candidates = decl.list?.columns ?? Object.keys(decl.schema.properties);
  const skip = new Set([decl.display, decl.id, decl.parent?.field]);
  return candidates.filter((f) => !skip.has(f) && readable(f, fieldAt(decl.schema, f))).slice(0, max);
}

/** Ids named by x-ref fields among the shown ones, per target kind. */
export function refIds(decl: Declaration, docs: Doc[], fields: string[], into: Map<string, Set<number>>): void {
  for (const field of fields) {
    const schema = fieldAt(decl.schema, field);
    const target = schema?.['x-ref'] ?? schema?.items?.['x-ref'];
    if (!target) continue;
    const set = into.get(target) ?? new Set<number>();
    for (const doc of docs) {
      for (const v of [doc[field]].flat()) if (typeof v === 'number' && Number.isSafeInteger(v)) set.add(v);
    }
    into.set(target, set);
  }
}

export type RefNames = Map<string, Map<number, string>>;

/** A value as text: x-ref ids by their target's display, booleans as Yes/No, dates as every screen shows them. */
export function valueText(decl: Declaration, field: string, value: unknown, names: RefNames, timeZone = 'UTC'): string | null {
  if (value === null || value === undefined || value === '') return null;
  const schema = fieldAt(decl.schema, field);
  const target = schema?.['x-ref'] ?? schema?.items?.['x-ref'];
  const one = (v: unknown): string => {
    if (target && typeof v === 'number') return names.get(target)?.get(v) ?? `#${v}`;
    if (typeof v === 'boolean') return v ? 'Yes' : 'No';
    if (typeof v === 'string' && schema?.format === 'date-time') return showDateTime(v, timeZone) || v;
    if (typeof v === 'string' && schema?.format === 'date') return showDate(v, timeZone) || v;
    if (v && typeof v === 'object') return '';
    return String(v);
  };
  const text = (Array.isArray(value) ? value.map(one) : [one(value)]).filter(Boolean).join(', ');
  return text === '' ? null : text;
}

/** The display field's text, whatever the record's shape. */
export function displayOf(decl: Declaration, doc: Doc, names: RefNames): string {
  const path = decl.display.split('.');
  let value: unknown = doc;
  for (const p of path) value = value && typeof value === 'object' ? (value as Doc)[p] : undefined;
  return valueText(decl, decl.display, value, names) ?? decl.label.one;
}

/**
 * An image for a record: an http(s) URL field named like an image or ending like one, or an
 * uploaded file's key of this client (turned into a signed link by `signKey`).
 */
export function imageOf(doc: Doc, clientId: number, signKey: (key: string) => string | null): string | null {
  for (const [field, value] of Object.entries(doc)) {
    if (typeof value !== 'string' || value === '') continue;
    const key = uploadedImage(value, clientId);
    if (key) return signKey(key);
    if (!field.endsWith('_url')) continue;
    const url = safeUrl(value);
    if (url && url.startsWith('http') && (IMAGE_EXT.test(url) || IMAGE_NAME.test(field))) return url;
  }
  return null;
}

/** The key of an uploaded image of this client, or null (another client's file never shows). */
function uploadedImage(value: string, clientId: number): string | null {
  const key = parseFileKey(value.trim().replace(/^\/+/, ''));
  return key && key.clientId === clientId && IMAGE_EXT.test(key.fileName) ? key.key : null;
}

/** A value declared as an image (format imageRef): an uploaded image, signed, or a web address. */
export function imageRefSrc(value: unknown, clientId: number, signKey: (key: string) => string | null): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const key = uploadedImage(value, clientId);
  if (key) return signKey(key);
  const url = safeUrl(value);
  return url?.startsWith('http') ? url : null;
}
