import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import type { Declaration } from '../../shared/registry';
import type { Doc } from '../resources/recordShape';
import type { Scope } from '../resources/store';

/** One saved version with the block that decided it (docs/review-flow.md, history). */
export interface VersionRow {
  version: number;
  block_id: number;
  action: 'CREATE' | 'UPDATE' | 'DELETE';
  data: Doc | null;
  /** The live version when the block opened: what this save changes. */
  base: Doc | null;
  saved_by: number;
  saved_by_name: string | null;
  saved_at: string;
  block_status: string;
  /** This save is the block's last: the one its review decided. */
  latest_of_block: boolean;
  decided_by_name: string | null;
  decided_at: string | null;
  reason: string | null;
}

/** Every version of one record, oldest first and numbered from 1, in the caller's tenancy. */
export async function recordVersions(db: Db, decl: Declaration, scope: Scope, recordId: number): Promise<VersionRow[]> {
  const site = scope.websiteId === null ? sql`v.website_id IS NULL` : sql`v.website_id = ${scope.websiteId}`;
  const found = await rows<VersionRow>(
    db,
    sql`SELECT row_number() OVER (ORDER BY v.version_id)::int AS version, v.block_id, v.action, v.data,
          b.before AS base, v.saved_by, su.name AS saved_by_name, v.saved_at, b.status AS block_status,
          v.version_id = max(v.version_id) OVER (PARTITION BY v.block_id) AS latest_of_block,
          du.name AS decided_by_name, b.decided_at, b.reason
        FROM record_versions v
        JOIN change_blocks b ON b.block_id = v.block_id
        LEFT JOIN users su ON su.user_id = v.saved_by
        LEFT JOIN users du ON du.user_id = b.decided_by
        WHERE v.client_id = ${scope.clientId} AND ${site} AND v.kind = ${decl.kind} AND v.record_id = ${recordId}
        ORDER BY v.version_id`,
  );
  // PGlite and pg answer timestamps as Date or string; the API speaks ISO 8601.
  const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());
  return found.map((r) => ({ ...r, saved_at: iso(r.saved_at) ?? '', decided_at: iso(r.decided_at) }));
}
