import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import type { Declaration } from '../../shared/registry';
import type { Doc } from '../resources/recordShape';
import { scopeWhere, type Scope } from '../resources/store';

/** One version of a record: a save, or the content it held before its first tracked save. */
export interface VersionRow {
  version: number;
  block_id: number | null;
  action: 'CREATE' | 'UPDATE' | 'DELETE';
  data: Doc | null;
  saved_by: number | null;
  saved_by_name: string | null;
  saved_at: string;
  /** Everyone whose writing the version holds (a restore of it carries them on). */
  authors: number[];
  block_status: string;
  /** This save is the block's last: the one its review decided. */
  latest_of_block: boolean;
  decided_by_name: string | null;
  decided_at: string | null;
  reason: string | null;
  /** The content the record held before its history began (seeded, or saved before versions were kept). */
  initial?: boolean;
}

interface Saved extends Omit<VersionRow, 'version' | 'authors'> {
  authors: number[] | null;
  /** The live version when the save's block opened. */
  base: Doc | null;
}

/** The record as it stands, for the first version of content that predates its history. */
interface Current {
  live: Doc | null;
  draft: Doc | null;
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
}

export interface RecordStory {
  versions: VersionRow[];
  /** The working copy now (draft, else live); null once the record is gone. */
  current: Doc | null;
}

/**
 * Every version of one record, oldest first and numbered from 1, in the caller's tenancy. Content
 * the record held before its first tracked save — seeded, or older than the history — is version 1,
 * so every record has a first version and can be restored to it.
 */
export async function recordStory(db: Db, decl: Declaration, scope: Scope, recordId: number): Promise<RecordStory> {
  const site = scope.websiteId === null ? sql`v.website_id IS NULL` : sql`v.website_id = ${scope.websiteId}`;
  const saves = await rows<Saved>(
    db,
    sql`SELECT v.block_id, v.action, v.data, b.before AS base, v.saved_by, su.name AS saved_by_name, v.saved_at, v.authors,
          b.status AS block_status, v.version_id = max(v.version_id) OVER (PARTITION BY v.block_id) AS latest_of_block,
          du.name AS decided_by_name, b.decided_at, b.reason
        FROM record_versions v
        JOIN change_blocks b ON b.block_id = v.block_id
        LEFT JOIN users su ON su.user_id = v.saved_by
        LEFT JOIN users du ON du.user_id = b.decided_by
        WHERE v.client_id = ${scope.clientId} AND ${site} AND v.kind = ${decl.kind} AND v.record_id = ${recordId}
        ORDER BY v.version_id`,
  );
  const [now] = await rows<Current>(
    db,
    sql`SELECT live, draft, created_by, (SELECT u.name FROM users u WHERE u.user_id = records.created_by) AS created_by_name, created_at
        FROM records WHERE ${scopeWhere(decl, scope)} AND record_id = ${recordId}`,
  );
  const first = saves[0];
  // What was live before the first tracked save (or, with no save at all, what is live now).
  const before = first ? (first.action === 'CREATE' ? null : first.base) : (now?.live ?? null);
  const initial: VersionRow[] =
    before === null
      ? []
      : [
          {
            version: 1,
            block_id: null,
            action: 'CREATE',
            data: before,
            saved_by: now?.created_by ?? null,
            saved_by_name: now?.created_by_name ?? null,
            saved_at: now?.created_at ?? first?.saved_at ?? new Date(0).toISOString(),
            authors: [],
            block_status: 'live',
            latest_of_block: true,
            decided_by_name: null,
            decided_at: null,
            reason: null,
            initial: true,
          },
        ];
  const versions = [
    ...initial,
    ...saves.map(({ base: _base, ...save }, i) => ({
      ...save,
      block_id: save.block_id === null ? null : Number(save.block_id),
      saved_by: save.saved_by === null ? null : Number(save.saved_by),
      version: initial.length + i + 1,
      // Versions saved before authors were kept answer for their own writer.
      authors: (save.authors ?? (save.saved_by === null ? [] : [save.saved_by])).map(Number),
    })),
  ];
  return { versions, current: now ? (now.draft ?? now.live) : null };
}
