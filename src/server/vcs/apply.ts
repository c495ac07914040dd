import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import type { BlockRow } from './blocks';

/** Makes a block's draft the live version (or removes the record for a DELETE). */
export async function applyBlock(tx: Db, block: BlockRow, userId: number): Promise<void> {
  if (block.action === 'DELETE') {
    await tx.execute(sql`DELETE FROM records WHERE kind = ${block.kind} AND record_id = ${block.record_id}`);
    return;
  }
  await tx.execute(
    sql`UPDATE records SET live = draft, draft = NULL, pending_action = NULL,
          version = version + 1, updated_at = now(), updated_by = ${userId}
        WHERE kind = ${block.kind} AND record_id = ${block.record_id}`,
  );
}

/** Drops a block's draft: a never-published record disappears, a live one keeps its live version. */
export async function discardBlock(tx: Db, block: BlockRow, userId: number): Promise<void> {
  if (block.action === 'CREATE') {
    await tx.execute(sql`DELETE FROM records WHERE kind = ${block.kind} AND record_id = ${block.record_id} AND live IS NULL`);
    return;
  }
  await tx.execute(
    sql`UPDATE records SET draft = NULL, pending_action = NULL, version = version + 1, updated_at = now(), updated_by = ${userId}
        WHERE kind = ${block.kind} AND record_id = ${block.record_id}`,
  );
}
