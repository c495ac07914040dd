import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { kindFitsUseCase } from '../../shared/rules/useCaseFit';
import type { UseCase } from '../../shared/rules/types';
import { rows, type Db } from '../db/connect';
import { userAuth } from '../auth/sessions';
import { hasRole } from '../resources/permissions';
import { applyBlocks } from '../vcs/apply';
import { blockName } from '../vcs/blockName';
import { lockBlockRecords, lockPendingBlocks, markBlocks, wroteBlock, type BlockRow, type BlockScope } from '../vcs/blocks';
import { fourEyesOn } from '../vcs/publish';
import { referenceProblems } from '../vcs/referenceCheck';
import type { Area } from '../types';
import type { SkippedChange } from './schedules';
import { audit } from '../audit/audit';
import { enqueueEvent } from '../webhooks/outbox';

interface Due {
  schedule_id: number;
  client_id: number;
  website_id: number | null;
  asset_type_name: Area;
  block_ids: number[];
  block_versions: number[] | null;
  created_by: number;
}

interface Outcome {
  state: 'done' | 'failed';
  published: number;
  reason: string | null;
  skipped: SkippedChange[];
}

/** The use case of the schedule's website, if it has one (client-wide areas have none). */
async function useCaseOf(tx: Db, websiteId: number | null): Promise<UseCase | undefined> {
  if (websiteId === null) return undefined;
  const [site] = await rows<{ usecase_code: string }>(tx, sql`SELECT usecase_code FROM websites WHERE website_id = ${websiteId}`);
  return site?.usecase_code as UseCase | undefined;
}

/**
 * What a due schedule publishes, judged now: the changes still pending at the versions scheduled,
 * by a scheduler who still holds the checker role, minus those four eyes or the references refuse
 * (a change pointing at one left out is left out too). Each change left pending is kept with why.
 */
async function runSchedule(tx: Db, app: FastifyInstance, due: Due): Promise<Outcome> {
  const scope: BlockScope = {
    clientId: Number(due.client_id),
    websiteId: due.website_id === null ? null : Number(due.website_id),
    area: due.asset_type_name,
  };
  const scheduler = await userAuth(tx, Number(due.created_by));
  if (!scheduler || !hasRole(scheduler, scope.area, 'checker', scope.websiteId)) {
    const who = scheduler?.name ?? `User ${due.created_by}`;
    return {
      state: 'failed',
      published: 0,
      skipped: [],
      reason: `${who} no longer holds the checker role for ${scope.area.toLowerCase()}; nothing was published.`,
    };
  }
  const ids = (due.block_ids ?? []).map(Number);
  const versions = new Map(ids.map((id, i) => [id, due.block_versions?.[i] === undefined ? undefined : Number(due.block_versions[i])]));
  const locked = await lockPendingBlocks(tx, scope, ids);
  const skipped: SkippedChange[] = [];
  const skip = (block: BlockRow, reason: SkippedChange['reason'], why: string) =>
    skipped.push({ block_id: block.block_id, reason, message: `${blockName(app.registry, block)} ${why}` });
  const pending = new Set(locked.map((b) => b.block_id));
  for (const id of ids.filter((i) => !pending.has(i)))
    skipped.push({ block_id: id, reason: 'gone', message: `Change ${id} was no longer waiting for review.` });

  const fourEyes = await fourEyesOn(tx, scope.clientId);
  const useCase = await useCaseOf(tx, scope.websiteId);
  let chosen = locked.filter((block) => {
    const scheduled = versions.get(block.block_id);
    if (scheduled !== undefined && scheduled !== block.version)
      skip(block, 'changed', `was saved again after it was scheduled (version ${scheduled} → ${block.version}); it waits for review.`);
    else if (fourEyes && wroteBlock(block, scheduler.userId))
      skip(block, 'four_eyes', `was written in part by ${scheduler.name}, who scheduled it (four-eyes rule).`);
    else if (useCase && app.registry.has(block.kind) && !kindFitsUseCase(app.registry.get(block.kind), useCase))
      skip(block, 'use_case', `is of a kind ${useCase} websites do not have.`);
    else return true;
    return false;
  });
  // A change pointing at one left out cannot go either; leaving it out may strand another in turn.
  for (let problems = await referenceProblems(tx, app.registry, scope.clientId, chosen); problems.length > 0 && chosen.length > 0;) {
    const refused = new Map(problems.map((p) => [p.block_id, p.message]));
    for (const block of chosen)
      if (refused.has(block.block_id))
        skipped.push({ block_id: block.block_id, reason: 'reference', message: refused.get(block.block_id) ?? '' });
    chosen = chosen.filter((b) => !refused.has(b.block_id));
    problems = chosen.length > 0 ? await referenceProblems(tx, app.registry, scope.clientId, chosen) : [];
  }
  if (chosen.length === 0)
    return {
      state: 'failed',
      published: 0,
      skipped,
      reason: 'Nothing was published: every scheduled change was left pending (see why for each).',
    };
  await lockBlockRecords(tx, chosen);
  await applyBlocks(tx, chosen, scheduler.userId);
  await markBlocks(
    tx,
    chosen.map((b) => b.block_id),
    'live',
    scheduler.userId,
  );
  return { state: 'done', published: chosen.length, skipped, reason: null };
}

/**
 * Runs one due schedule, if there is one, and says whether it did. The schedule row is locked with
 * SKIP LOCKED and updated in the same transaction as the publish: several API nodes on one
 * PostgreSQL run each schedule exactly once, and a node killed mid-way leaves it due for the next.
 */
export async function runDueSchedule(app: FastifyInstance): Promise<boolean> {
  return app.database.db.transaction(async (tx) => {
    const [due] = await rows<Due>(
      tx,
      sql`SELECT schedule_id, client_id, website_id, asset_type_name, block_ids, block_versions, created_by FROM publish_schedules
          WHERE state = 'scheduled' AND publish_at <= now() ORDER BY publish_at, schedule_id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!due) return false;
    let outcome: Outcome;
    try {
      // A savepoint: a refused publish rolls back alone, and the outcome is still written below.
      outcome = await tx.transaction((inner) => runSchedule(inner, app, due));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      outcome = { state: 'failed', published: 0, skipped: [], reason: err.message };
    }
    await tx.execute(
      sql`UPDATE publish_schedules SET state = ${outcome.state}, published = ${outcome.published}, reason = ${outcome.reason},
            skipped = ${JSON.stringify(outcome.skipped)}::jsonb, finished_at = now() WHERE schedule_id = ${due.schedule_id}`,
    );
    await enqueueEvent(tx, {
      clientId: Number(due.client_id),
      websiteId: due.website_id === null ? null : Number(due.website_id),
      event: outcome.state === 'done' ? 'schedule.done' : 'schedule.failed',
      records: [],
      extra: { schedule_id: Number(due.schedule_id), published: outcome.published, skipped: outcome.skipped, reason: outcome.reason },
    });
    // In the run's own transaction: the log says what the schedule did exactly when it did it.
    await audit(tx, {
      clientId: Number(due.client_id),
      userId: Number(due.created_by),
      action: 'schedule_ran',
      target: {
        schedule_id: Number(due.schedule_id),
        state: outcome.state,
        published: outcome.published,
        skipped: outcome.skipped,
        reason: outcome.reason,
      },
      address: 'scheduled publish',
    });
    return true;
  });
}
