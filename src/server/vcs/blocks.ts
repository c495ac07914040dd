import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import { idArray, recordsOf } from './recordSets';
import type { Area } from '../types';

export interface BlockRow {
  block_id: number;
  client_id: number;
  website_id: number | null;
  asset_type_name: Area;
  kind: string;
  record_id: number;
  change_log_type: string;
  action: 'CREATE' | 'UPDATE' | 'DELETE';
  status: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_by: number;
  /** Everyone who wrote a version of the record while this block was pending. */
  touched_by: number[] | null;
  /** Goes up on every save to the block; a publish names the versions its checker saw. */
  version: number;
  created_by_name?: string;
  decided_by_name?: string | null;
  created_at: Date | string;
  decided_by: number | null;
  decided_at: Date | string | null;
  reason: string | null;
}

export interface BlockScope {
  clientId: number;
  websiteId: number | null;
  area: Area;
}

export function blockScopeWhere(scope: BlockScope): SQL {
  const site = scope.websiteId === null ? sql`b.website_id IS NULL` : sql`b.website_id = ${scope.websiteId}`;
  return sql`b.client_id = ${scope.clientId} AND b.asset_type_name = ${scope.area} AND ${site}`;
}

export const normaliseBlock = (b: BlockRow): BlockRow => ({
  ...b,
  block_id: Number(b.block_id),
  record_id: Number(b.record_id),
  version: Number(b.version ?? 1),
  touched_by: (b.touched_by ?? []).map(Number),
});

/** Whether the user wrote any version of the block's record (the four-eyes rule looks at all of them). */
export const wroteBlock = (b: BlockRow, userId: number): boolean => b.created_by === userId || (b.touched_by ?? []).includes(userId);

/** Pending blocks of one asset type, locked, oldest first: the change-set a publish or reset acts on (or those of it named). */
export async function lockPendingBlocks(tx: Db, scope: BlockScope, only?: readonly number[]): Promise<BlockRow[]> {
  const subset = only ? sql` AND b.block_id = ANY(${idArray([...only])})` : sql``;
  const found = await rows<BlockRow>(
    tx,
    sql`SELECT b.* FROM change_blocks b WHERE ${blockScopeWhere(scope)} AND b.status = 'pendingreview'${subset}
        ORDER BY b.block_id FOR UPDATE`,
  );
  return found.map(normaliseBlock);
}

/** Blocks of the scope by id, whatever their status (to name a change that is gone), never another client's. */
export async function blocksById(db: Db, scope: BlockScope, ids: readonly number[]): Promise<BlockRow[]> {
  if (ids.length === 0) return [];
  const found = await rows<BlockRow>(
    db,
    sql`SELECT b.* FROM change_blocks b WHERE ${blockScopeWhere(scope)} AND b.block_id = ANY(${idArray([...ids])})`,
  );
  return found.map(normaliseBlock);
}

export interface BlockPage {
  status?: string;
  limit: number;
  page?: number;
  /** Only blocks this user wrote a version of. */
  authoredBy?: number;
}

export async function listBlocks(db: Db, scope: BlockScope, { status, limit, page = 1, authoredBy }: BlockPage): Promise<BlockRow[]> {
  const statusWhere = status ? sql` AND b.status = ${status}` : sql``;
  const mine = authoredBy === undefined ? sql`` : sql` AND ${authoredBy} = ANY(b.touched_by)`;
  const found = await rows<BlockRow>(
    db,
    sql`SELECT b.*, u.name AS created_by_name, d.name AS decided_by_name FROM change_blocks b
        JOIN users u ON u.user_id = b.created_by LEFT JOIN users d ON d.user_id = b.decided_by
        WHERE ${blockScopeWhere(scope)}${statusWhere}${mine} ORDER BY b.block_id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return found.map(normaliseBlock);
}

export async function markBlocks(
  tx: Db,
  ids: number[],
  status: 'live' | 'reverted' | 'rejected',
  userId: number,
  reason: string | null = null,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`UPDATE change_blocks SET status = ${status}, decided_by = ${userId}, decided_at = now(), reason = ${reason}
        WHERE block_id = ANY(${idArray(ids)})`,
  );
}

/**
 * Locks the records of locked blocks in record id order, before anything writes them: with blocks
 * first and records second everywhere (saves take their block, then their record), no two
 * transactions wait on each other in a circle.
 */
export async function lockBlockRecords(tx: Db, blocks: BlockRow[]): Promise<void> {
  if (blocks.length === 0) return;
  const these = sql.join(
    recordsOf(blocks).map((w) => sql`(${w})`),
    sql` OR `,
  );
  await tx.execute(sql`SELECT record_id FROM records WHERE ${these} ORDER BY record_id FOR UPDATE`);
}
