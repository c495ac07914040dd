import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import type { Declaration, Registry } from '../../shared/registry';
import { derivedSql } from '../resources/derived';
import { orderBy } from '../resources/listQuery';
import type { Doc, RecordRow } from '../resources/recordShape';
import { scopeWhere, type Scope } from '../resources/store';

/** The version of a record the preview shows, and whether it is a draft waiting for review. */
export interface Shown {
  id: number;
  doc: Doc;
  /** The working copy differs from live: a pending create, update or delete. */
  pending: RecordRow['pending_action'];
}

const COLUMNS = sql.raw('record_id, live, draft, pending_action');
type Row = Pick<RecordRow, 'record_id' | 'live' | 'draft' | 'pending_action'> & { derived?: Doc | null };

/** Live only (what visitors see), or the working copy: draft when pending, else live; with its derived fields. */
export function pick(row: Row, live: boolean): Shown | null {
  const id = Number(row.record_id);
  const doc = live ? row.live : (row.draft ?? row.live);
  if (!doc) return null;
  return { id, doc: row.derived ? { ...doc, ...row.derived } : doc, pending: live ? null : row.pending_action };
}

/** The kind's x-derived fields (a program's current price) as a column, computed as lists compute them. */
const derivedColumn = (registry: Registry | undefined, decl: Declaration, live: boolean): SQL => {
  const derived = derivedSql(registry, decl, live ? 'VIEW' : 'WORKING', 'records');
  return derived ? sql`, ${derived} AS derived` : sql``;
};

const docExpr = (live: boolean) => sql.raw(live ? 'live' : 'COALESCE(draft, live)');

export async function findByField(
  db: Db,
  decl: Declaration,
  scope: Scope,
  field: string,
  value: string,
  live: boolean,
): Promise<Shown | null> {
  const [row] = await rows<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM records WHERE ${scopeWhere(decl, scope)} AND (${docExpr(live)} ->> ${field}::text) = ${value}
        ORDER BY record_id LIMIT 1`,
  );
  return row ? pick(row, live) : null;
}

/** Up to `limit` records of a kind in its declared order, optionally those of one parent record. */
export async function recordsOf(
  db: Db,
  decl: Declaration,
  scope: Scope,
  opts: { live: boolean; limit: number; parentId?: number; id?: number; registry?: Registry },
): Promise<Shown[]> {
  const where: SQL[] = [scopeWhere(decl, scope)];
  if (opts.live) where.push(sql`live IS NOT NULL`);
  if (decl.parent && opts.parentId !== undefined) {
    where.push(sql`(${docExpr(opts.live)} -> ${decl.parent.field}::text) = ${JSON.stringify(opts.parentId)}::jsonb`);
  }
  if (opts.id !== undefined) where.push(sql`record_id = ${opts.id}`);
  const found = await rows<Row>(
    db,
    sql`SELECT ${COLUMNS}${derivedColumn(opts.registry, decl, opts.live)} FROM records WHERE ${sql.join(where, sql` AND `)} ORDER BY ${orderBy(decl, {})} LIMIT ${opts.limit}`,
  );
  return found.map((r) => pick(r, opts.live)).filter((s): s is Shown => s !== null);
}

/** Records of a kind by id within one client, for naming the targets of x-ref fields. */
export async function recordsByIds(db: Db, kind: string, clientId: number, ids: number[], live: boolean): Promise<Shown[]> {
  if (ids.length === 0) return [];
  const found = await rows<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM records WHERE kind = ${kind} AND client_id = ${clientId}
        AND record_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return found.map((r) => pick(r, live)).filter((s): s is Shown => s !== null);
}
