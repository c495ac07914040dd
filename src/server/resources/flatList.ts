import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import type { Declaration } from '../../shared/registry';
import { scopeWhere, type Scope } from './store';
import { SHOW_ALL_LIMIT, listConditions } from './listQuery';
import type { Doc } from './recordShape';

/** Flat lists feed pickers and the public website: only what is live, every row, lightweight. */
export async function flatList(db: Db, decl: Declaration, scope: Scope, query: Record<string, unknown> = {}): Promise<Doc[]> {
  const extra = listConditions(decl, query, 'flat');
  const where = sql.join([scopeWhere(decl, scope), sql`live IS NOT NULL`, ...extra], sql` AND `);
  const found = await rows<{ record_id: number | string; live: Doc }>(
    db,
    sql`SELECT record_id, live FROM records WHERE ${where} ORDER BY record_id LIMIT ${SHOW_ALL_LIMIT}`,
  );
  return found.map((r) => ({ ...r.live, [decl.id]: Number(r.record_id) }));
}
