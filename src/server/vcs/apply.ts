import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import type { BlockRow } from './blocks';
import { recordsOf } from './recordSets';
import { enqueueBlockEvent } from '../webhooks/blockEvents';

/**
 * Makes each block's draft the live version, or removes the record for a DELETE — every publish
 * (by a checker, or scheduled) comes through here, and so does its webhook event, written to the
 * outbox in the publish's own transaction: sent exactly when the publish commits.
 */
export async function applyBlocks(tx: Db, blocks: BlockRow[], userId: number): Promise<void> {
  for (const these of recordsOf(blocks, (b) => b.action !== 'DELETE')) {
    await tx.execute(
      sql`UPDATE records SET live = draft, draft = NULL, pending_action = NULL,
            version = version + 1, updated_at = now(), updated_by = ${userId}
          WHERE ${these}`,
    );
  }
  for (const these of recordsOf(blocks, (b) => b.action === 'DELETE')) await tx.execute(sql`DELETE FROM records WHERE ${these}`);
  await enqueueBlockEvent(tx, 'published', blocks);
}

/** Drops each block's draft: a never-published record disappears, a live one keeps its live version. */
export async function discardBlocks(tx: Db, blocks: BlockRow[], userId: number): Promise<void> {
  for (const these of recordsOf(blocks, (b) => b.action === 'CREATE'))
    await tx.execute(sql`DELETE FROM records WHERE ${these} AND live IS NULL`);
  for (const these of recordsOf(blocks, (b) => b.action !== 'CREATE')) {
    await tx.execute(
      sql`UPDATE records SET draft = NULL, pending_action = NULL, version = version + 1, updated_at = now(), updated_by = ${userId}
          WHERE ${these}`,
    );
  }
}
