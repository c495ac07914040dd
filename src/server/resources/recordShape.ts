import type { Declaration } from '../../shared/registry';

export type Doc = Record<string, unknown>;

/** A records row as the store reads it. */
export interface RecordRow {
  record_id: number;
  client_id: number;
  website_id: number | null;
  live: Doc | null;
  draft: Doc | null;
  pending_action: 'CREATE' | 'UPDATE' | 'DELETE' | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export type ReadMode = 'WORKING' | 'VIEW' | 'VIEW_TEMP';

/** Fields the API adds around a record's own data; a body may carry them but they are never stored. */
export function metaFields(decl: Declaration): Set<string> {
  return new Set([
    decl.id,
    'client_id',
    'website_id',
    'version',
    'status',
    'pending_action',
    'is_live',
    'created_at',
    'updated_at',
    // A localised record's locale is chosen by the query parameter, never by the body.
    'locale_country_code',
  ]);
}

export function stripMeta(decl: Declaration, body: Doc): Doc {
  const meta = metaFields(decl);
  return Object.fromEntries(Object.entries(body).filter(([key]) => !meta.has(key)));
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/**
 * The working copy (draft when pending, else live) with its status, as docs/architecture.md §4 reads return it;
 * VIEW gives the live version and VIEW_TEMP the draft.
 */
export function toApi(decl: Declaration, row: RecordRow, mode: ReadMode = 'WORKING'): Doc {
  const doc = mode === 'VIEW' ? row.live : mode === 'VIEW_TEMP' ? (row.draft ?? row.live) : (row.draft ?? row.live);
  return {
    ...(doc ?? {}),
    [decl.id]: Number(row.record_id),
    client_id: row.client_id,
    website_id: row.website_id,
    version: row.version,
    status: row.pending_action ? 'pendingreview' : 'live',
    pending_action: row.pending_action,
    is_live: row.live !== null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
