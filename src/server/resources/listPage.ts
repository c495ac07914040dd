import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import type { Declaration, Registry } from '../../shared/registry';
import { refLabelsSql } from './refLabels';
import type { ReadMode } from './recordShape';
import { listConditions, orderBy, DEFAULT_PAGE_SIZE, SHOW_ALL_LIMIT, type ListQuery } from './listQuery';
import { scopeWhere, type Scope } from './store';
import { derivedSql } from './derived';

/** Beyond this many matches a list reports `total_capped` instead of counting further. */
export const COUNT_CAP = 10_000;

const PAGE_COLUMNS = sql.raw('record_id, client_id, website_id, live, draft, pending_action, version, created_at, updated_at');

const iso = (column: string): SQL => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * A record as the API answers it, built by PostgreSQL: the same shape as toApi
 * (src/server/resources/recordShape.ts), so a list page needs no per-row work in JavaScript.
 */
export function apiRowSql(decl: Declaration, mode: ReadMode, derived?: SQL): SQL {
  const doc = mode === 'VIEW' ? sql.raw('live') : sql.raw('COALESCE(draft, live)');
  // Derived fields (x-derived) come before the record's own meta fields, which always win.
  const extra = derived ? sql` || ${derived}` : sql``;
  return sql`(COALESCE(${doc}, '{}'::jsonb)${extra} || jsonb_build_object(
    ${decl.id}::text, record_id, 'client_id', client_id, 'website_id', website_id, 'version', version,
    'status', CASE WHEN pending_action IS NULL THEN 'live' ELSE 'pendingreview' END,
    'pending_action', pending_action, 'is_live', live IS NOT NULL,
    'created_at', ${iso('created_at')}, 'updated_at', ${iso('updated_at')}))`;
}

export interface ListPage {
  /** The page's records as a JSON array, serialized by the database. */
  json: string;
  /** Names of the records the page's reference columns point at, as JSON text (src/server/resources/refLabels.ts). */
  labels?: string;
  total: number;
  totalCapped: boolean;
  page: number;
  maxResults: number;
}

/**
 * One page of a list and its (capped) count in one statement: one round trip, and the rows arrive
 * as JSON text that goes into the answer untouched (no parse, no reshape, no stringify).
 */
export async function listPage(db: Db, decl: Declaration, scope: Scope, query: ListQuery, registry?: Registry): Promise<ListPage> {
  const where = sql.join([scopeWhere(decl, scope), ...listConditions(decl, query)], sql` AND `);
  const page = query.show_all ? 1 : (query.page ?? 1);
  const maxResults = query.show_all ? SHOW_ALL_LIMIT : (query.max_results ?? decl.list?.pageSize ?? DEFAULT_PAGE_SIZE);
  const offset = (page - 1) * maxResults;
  const mode: ReadMode = query.mode ?? 'WORKING';
  // The page is picked on plain columns and only its rows are shaped: the rows an OFFSET skips are
  // never turned into JSON. The CTE keeps the page's order through json_agg (no join or grouping).
  // A look-up of one record by id (a record page of a kind without a read call) names every
  // reference it holds, as a read does; a page, those of its columns.
  const fields = query.id !== undefined && registry ? registry.refsOf(decl.kind).map((r) => r.field) : undefined;
  const labels = registry ? refLabelsSql(registry, decl, scope.clientId, fields) : undefined;
  const [found] = await rows<{ total: number | string; json: string; labels: string | null }>(
    db,
    sql`WITH picked AS (
          SELECT ${PAGE_COLUMNS} FROM records WHERE ${where}
          ORDER BY ${orderBy(decl, query)} LIMIT ${maxResults} OFFSET ${offset}
        )
        SELECT
          (SELECT count(*) FROM (SELECT 1 FROM records WHERE ${where} LIMIT ${COUNT_CAP + 1}) AS capped) AS total,
          (SELECT COALESCE(json_agg(${apiRowSql(decl, mode, derivedSql(registry, decl, mode, 'picked'))}), '[]')::text FROM picked) AS json,
          ${labels ? sql`(${labels})` : sql`NULL`} AS labels`,
  );
  const counted = Number(found?.total ?? 0);
  return {
    json: found?.json ?? '[]',
    labels: found?.labels ?? undefined,
    total: Math.min(counted, COUNT_CAP),
    totalCapped: counted > COUNT_CAP,
    page,
    maxResults,
  };
}
