/**
 * Rules of owned records (`x-owns`), derived fields (`x-derived`) and the website field
 * (`websiteField`), shared by the server (which enforces them) and the console (which shows the
 * owned record's child kinds). Pure: no registry, no I/O.
 */
import type { Declaration, DerivedSpec, OwnsSpec } from './declaration';

type Doc = Record<string, unknown>;

/**
 * The record that owns another (the program a product is sold as), with its own parent if it has
 * one (the course): what a read of an owned record names (meta.owner), so it opens through it.
 */
export interface RecordOwner {
  kind: string;
  id: number;
  /** How messages name it: its label and display field ("Program "Robotics — spring cohort""). */
  name: string;
  parent_kind?: string;
  parent_id?: number;
}

export interface OwnedField {
  /** The owner's object field (product_service). */
  field: string;
  spec: OwnsSpec;
}

const isDoc = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The owner's top-level object fields that hold an owned record. */
export function ownedFields(decl: Pick<Declaration, 'schema'>): OwnedField[] {
  return Object.entries(decl.schema.properties).flatMap(([field, node]) => (node['x-owns'] ? [{ field, spec: node['x-owns'] }] : []));
}

/** The top-level fields computed by the database and never stored. */
export function derivedFields(decl: Pick<Declaration, 'schema'>): { field: string; spec: DerivedSpec }[] {
  return Object.entries(decl.schema.properties).flatMap(([field, node]) => (node['x-derived'] ? [{ field, spec: node['x-derived'] }] : []));
}

/** The owned record's id as the owner's document holds it, if it is a valid one. */
export function ownedIdOf(doc: Doc | null | undefined, owned: OwnedField): number | undefined {
  const nested = doc?.[owned.field];
  const id = isDoc(nested) ? nested[owned.spec.id] : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The owned record's data: the object's own fields (not its id), then the copied and fixed ones. */
export function ownedDoc(owned: OwnedField, owner: Doc): Doc {
  const nested = owner[owned.field];
  const own = isDoc(nested) ? Object.fromEntries(Object.entries(nested).filter(([key]) => key !== owned.spec.id)) : {};
  const copied = Object.entries(owned.spec.copy ?? {}).filter(([, from]) => owner[from] !== undefined);
  return { ...own, ...Object.fromEntries(copied.map(([to, from]) => [to, owner[from]])), ...(owned.spec.set ?? {}) };
}

/** Whether every field of `wanted` already has that value in `current` (nothing to keep in step). */
export function inStep(current: Doc, wanted: Doc): boolean {
  return Object.entries(wanted).every(([key, value]) => JSON.stringify(current[key]) === JSON.stringify(value));
}

/**
 * The fields a client may not set, put right: the website field gets the website the record was
 * created on (kept from the stored version on an update), and each owned record's id is the
 * stored one (none before the server creates it). Derived fields are never stored.
 */
export function serverFields(
  decl: Pick<Declaration, 'schema' | 'websiteField'>,
  doc: Doc,
  current: Doc | null,
  websiteId: number | null,
): Doc {
  const out: Doc = { ...doc };
  for (const { field } of derivedFields(decl)) delete out[field];
  if (decl.websiteField) {
    const kept = current?.[decl.websiteField];
    const site = typeof kept === 'number' ? kept : websiteId;
    if (site === null) delete out[decl.websiteField];
    else out[decl.websiteField] = site;
  }
  for (const owned of ownedFields(decl)) {
    const nested = out[owned.field];
    if (!isDoc(nested)) continue;
    const { [owned.spec.id]: _sent, ...rest } = nested;
    const id = ownedIdOf(current, owned);
    out[owned.field] = id === undefined ? rest : { ...rest, [owned.spec.id]: id };
  }
  return out;
}
