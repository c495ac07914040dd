import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { clients } from '../db/schema';
import type { Db } from '../db/connect';
import { lockBlockRecords, lockPendingBlocks, markBlocks, wroteBlock, type BlockRow, type BlockScope } from './blocks';
import { retryTransaction } from '../resources/retrying';
import { applyBlocks, discardBlocks } from './apply';
import { referenceProblems } from './referenceCheck';
import { refuseKindsOutsideUseCase } from './useCaseBlocks';

/** The pending blocks of a scope, then their records, locked in that order (the one lock order); none is an error. */
async function lockChangeSet(tx: Db, scope: BlockScope, only?: readonly number[]): Promise<BlockRow[]> {
  const blocks = await lockPendingBlocks(tx, scope, only);
  if (blocks.length === 0) throw new AppError('NOTHING_PENDING', { asset: scope.area.toLowerCase() });
  await lockBlockRecords(tx, blocks);
  return blocks;
}

/**
 * Publishes every pending block of one asset type in one transaction (docs/architecture.md §4). The blocks are
 * locked first, so two checkers publishing at once apply them exactly once: the second finds none.
 */
export async function publish(app: FastifyInstance, scope: BlockScope, userId: number): Promise<{ published: number }> {
  return retryTransaction(() => app.database.db.transaction((tx) => publishIn(tx, app, scope, userId)));
}

/**
 * The publish itself, in the caller's transaction: every check comes before the first write, so a
 * refusal leaves nothing behind. `only` limits it to some pending blocks (a scheduled publish).
 */
export async function publishIn(
  tx: Db,
  app: FastifyInstance,
  scope: BlockScope,
  userId: number,
  only?: readonly number[],
): Promise<{ published: number }> {
  const blocks = await lockChangeSet(tx, scope, only);
  await refuseKindsOutsideUseCase(tx, app, scope, blocks);
  const [client] = await tx.select().from(clients).where(eq(clients.clientId, scope.clientId));
  if (client?.settings.four_eyes !== false) {
    const own = blocks.filter((b) => wroteBlock(b, userId)).length;
    if (own > 0) throw new AppError('FOUR_EYES', { count: own });
  }
  const problems = await referenceProblems(tx, app.registry, scope.clientId, blocks);
  if (problems.length > 0) {
    throw new AppError('REFERENCE_NOT_LIVE', { details: problems.join(' ') }, { details: { problems } });
  }
  await applyBlocks(tx, blocks, userId);
  await markBlocks(
    tx,
    blocks.map((b) => b.block_id),
    'live',
    userId,
  );
  return { published: blocks.length };
}

export async function reset(app: FastifyInstance, scope: BlockScope, userId: number): Promise<{ reverted: number }> {
  return retryTransaction(() =>
    app.database.db.transaction(async (tx) => {
      const blocks = await lockChangeSet(tx, scope);
      await discardBlocks(tx, blocks, userId);
      await markBlocks(
        tx,
        blocks.map((b) => b.block_id),
        'reverted',
        userId,
      );
      return { reverted: blocks.length };
    }),
  );
}
