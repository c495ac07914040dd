import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import type { Registry } from '../../shared/registry';
import { clients } from '../db/schema';
import type { Db } from '../db/connect';
import { lockBlockRecords, markBlocks, wroteBlock, type BlockRow, type BlockScope } from './blocks';
import { retryTransaction } from '../resources/retrying';
import { applyBlocks } from './apply';
import { discardAs } from './decide';
import { blockName, someNames } from './blockName';
import { lockReviewed, type Reviewed } from './precondition';
import { referenceProblems } from './referenceCheck';
import { refuseKindsOutsideUseCase } from './useCaseBlocks';
import { blocksRejectedWith } from './rejectedWith';

/** The client's four-eyes switch (on unless its settings turn it off). */
export async function fourEyesOn(tx: Db, clientId: number): Promise<boolean> {
  const [client] = await tx.select({ settings: clients.settings }).from(clients).where(eq(clients.clientId, clientId));
  return client?.settings.four_eyes !== false;
}

/** Four eyes per change: a set holding a change the caller wrote any version of is refused, naming each. */
export async function refuseOwnWork(tx: Db, registry: Registry, clientId: number, blocks: BlockRow[], userId: number): Promise<void> {
  if (!(await fourEyesOn(tx, clientId))) return;
  const own = blocks.filter((b) => wroteBlock(b, userId));
  if (own.length === 0) return;
  throw new AppError(
    'FOUR_EYES',
    { count: own.length, names: someNames(own.map((b) => blockName(registry, b))) },
    { details: { block_ids: own.map((b) => b.block_id) } },
  );
}

/** The reviewed blocks of a scope, then their records, locked in that order (the one lock order); none is an error. */
async function lockChangeSet(tx: Db, registry: Registry, scope: BlockScope, reviewed: Reviewed): Promise<BlockRow[]> {
  const blocks = await lockReviewed(tx, registry, scope, reviewed);
  if (blocks.length === 0) throw new AppError('NOTHING_PENDING', { asset: scope.area.toLowerCase() });
  await lockBlockRecords(tx, blocks);
  return blocks;
}

/**
 * Publishes what the checker reviewed — the whole pending set behind an ETag, or the changes they
 * chose at the versions they saw — in one transaction (docs/review-flow.md). The blocks are locked
 * first, so two checkers publishing at once apply them exactly once: the second finds them gone.
 */
export async function publish(
  app: FastifyInstance,
  scope: BlockScope,
  userId: number,
  reviewed: Reviewed,
): Promise<{ published: number; blockIds: number[] }> {
  return retryTransaction(() =>
    app.database.db.transaction(async (tx) => {
      const blocks = await lockChangeSet(tx, app.registry, scope, reviewed);
      return { ...(await publishIn(tx, app, scope, userId, blocks)), blockIds: blocks.map((b) => b.block_id) };
    }),
  );
}

/**
 * The publish itself, of blocks the caller locked, in the caller's transaction: every check comes
 * before the first write, so a refusal leaves nothing behind.
 */
export async function publishIn(
  tx: Db,
  app: FastifyInstance,
  scope: BlockScope,
  userId: number,
  blocks: BlockRow[],
): Promise<{ published: number }> {
  await refuseKindsOutsideUseCase(tx, app, scope, blocks);
  await refuseOwnWork(tx, app.registry, scope.clientId, blocks, userId);
  const problems = await referenceProblems(tx, app.registry, scope.clientId, blocks);
  if (problems.length > 0) {
    const needs = [...new Set(problems.flatMap((p) => (p.needs === undefined ? [] : [p.needs])))];
    throw new AppError(
      'REFERENCE_NOT_LIVE',
      { details: problems.map((p) => p.message).join(' ') },
      { details: { problems: problems.map((p) => p.message), needs, references: problems } },
    );
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

/**
 * A never-live record reset without the pending changes that belong to it (its new children, its
 * owned records) would leave them pointing at nothing: refused, naming them, as reject takes them along.
 */
async function refuseStranding(tx: Db, registry: Registry, blocks: BlockRow[]): Promise<void> {
  const inSet = new Set(blocks.map((b) => b.block_id));
  const left: BlockRow[] = [];
  for (const block of blocks)
    for (const follower of await blocksRejectedWith(tx, registry, block)) if (!inSet.has(follower.block_id)) left.push(follower);
  if (left.length === 0) return;
  const names = someNames([...new Map(left.map((b) => [b.block_id, blockName(registry, b)])).values()]);
  throw new AppError('WOULD_STRAND', { names }, { details: { needs: [...new Set(left.map((b) => b.block_id))] } });
}

/** Drops what the checker reviewed (the set behind an ETag, or the chosen changes), all or nothing. */
export async function reset(
  app: FastifyInstance,
  scope: BlockScope,
  userId: number,
  reviewed: Reviewed,
): Promise<{ reverted: number; blockIds: number[] }> {
  return retryTransaction(() =>
    app.database.db.transaction(async (tx) => {
      const blocks = await lockChangeSet(tx, app.registry, scope, reviewed);
      await refuseStranding(tx, app.registry, blocks);
      await discardAs(tx, blocks, userId, 'reverted');
      return { reverted: blocks.length, blockIds: blocks.map((b) => b.block_id) };
    }),
  );
}
