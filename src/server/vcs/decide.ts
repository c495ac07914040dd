import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Registry } from '../../shared/registry';
import { rows, type Db } from '../db/connect';
import { discardBlocks } from './apply';
import { blockName, someNames } from './blockName';
import { lockBlockRecords, markBlocks, normaliseBlock, type BlockRow } from './blocks';
import { idArray } from './recordSets';
import { blocksRejectedWith } from './rejectedWith';

/**
 * A pending block with the pending changes that belong to it (the records it owns and, for a record
 * never live, its pending children — src/server/vcs/rejectedWith.ts), all locked in block id order,
 * then their records: the lock order of publish and reset. Undefined when the block is no longer pending.
 */
export async function lockWithFollowers(tx: Db, registry: Registry, root: BlockRow): Promise<BlockRow[] | undefined> {
  const along = await blocksRejectedWith(tx, registry, root);
  const locked = (
    await rows<BlockRow>(
      tx,
      sql`SELECT * FROM change_blocks WHERE block_id = ANY(${idArray([root.block_id, ...along.map((b) => b.block_id)])})
        AND status = 'pendingreview' ORDER BY block_id FOR UPDATE`,
    )
  ).map(normaliseBlock);
  if (!locked.some((b) => b.block_id === root.block_id)) return undefined;
  await lockBlockRecords(tx, locked);
  return locked;
}

/** The pending block of one record, if it has one (not locked). */
export async function pendingBlockOfRecord(tx: Db, clientId: number, kind: string, recordId: number): Promise<BlockRow | undefined> {
  const [found] = await rows<BlockRow>(
    tx,
    sql`SELECT * FROM change_blocks WHERE client_id = ${clientId} AND kind = ${kind} AND record_id = ${recordId} AND status = 'pendingreview'`,
  );
  return found ? normaliseBlock(found) : undefined;
}

/**
 * A maker takes back pending changes: their own freely; one someone else also wrote needs the
 * checker role of its area, as resetting or rejecting it would. Refused naming each such change.
 */
export function refuseOthersWork(
  registry: Registry,
  userId: number,
  blocks: BlockRow[],
  mayTakeOthers: (block: BlockRow) => boolean,
): void {
  const others = blocks.filter((b) => b.touched_by?.some((author) => author !== userId) === true && !mayTakeOthers(b));
  if (others.length === 0) return;
  const area = others[0]?.asset_type_name.toLowerCase() ?? '';
  throw new AppError(
    'WITHDRAW_NEEDS_CHECKER',
    { area, names: someNames(others.map((b) => blockName(registry, b))) },
    { details: { block_ids: others.map((b) => b.block_id) } },
  );
}

/**
 * Discards the locked blocks' drafts and closes them: a never-live record goes, a live one keeps its
 * live version. Reset and withdraw close them as reverted, reject as rejected with its reason.
 */
export async function discardAs(
  tx: Db,
  blocks: BlockRow[],
  userId: number,
  status: 'reverted' | 'rejected',
  reason: string | null = null,
): Promise<void> {
  await discardBlocks(tx, blocks, userId);
  await markBlocks(
    tx,
    blocks.map((b) => b.block_id),
    status,
    userId,
    reason,
  );
}

/** Discards the locked blocks' drafts and closes them as withdrawn by the user. */
export const withdrawLocked = (tx: Db, blocks: BlockRow[], userId: number) =>
  discardAs(tx, blocks, userId, 'reverted', 'Withdrawn before publication');
