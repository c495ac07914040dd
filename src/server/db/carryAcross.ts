import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Registry } from '../../shared/registry';
import { migrationPlan, type MigrationStep } from '../../shared/migrationPlan';
import { AppStartError } from '../startError';
import { rows, type Db } from './connect';
import { refusedSql, stepSql } from './migrationSql';

/** Every place a kind's documents are stored: live and draft copies, pending blocks, and history. */
const TARGETS: { table: string; id: string; columns: string[] }[] = [
  { table: 'records', id: 'record_id', columns: ['live', 'draft'] },
  { table: 'change_blocks', id: 'record_id', columns: ['before', 'after'] },
  { table: 'record_versions', id: 'record_id', columns: ['data'] },
];

const fieldOf = (step: MigrationStep) => (step.op === 'rename' ? step.to : step.field);

/** Refuses the start, naming the first stored document the step cannot carry across. */
async function refuseUncarried(tx: Db, kind: string, step: MigrationStep): Promise<void> {
  for (const { table, id, columns } of TARGETS) {
    for (const column of columns) {
      const refused = refusedSql(step, sql.raw(column));
      if (!refused) continue;
      const [found] = await rows<{ id: string | number; value: string }>(
        tx,
        sql`SELECT ${sql.raw(id)} AS id, ${sql.raw(column)} ->> ${fieldOf(step)} AS value FROM ${sql.raw(table)}
            WHERE kind = ${kind} AND ${refused} LIMIT 1`,
      );
      if (found) {
        throw new AppStartError(
          `Cannot carry ${kind} across its declaration change: record ${found.id} (${table}.${column}), field ${fieldOf(step)}, holds ${JSON.stringify(found.value)}, which x-convert ${JSON.stringify(step.op === 'convert' ? step.how : '')} cannot convert. Nothing was changed; fix the record or extend the declaration's x-convert.`,
        );
      }
    }
  }
}

/** Applies one step to every place the kind is stored; answers how many rows it changed. */
async function applyStep(tx: Db, kind: string, step: MigrationStep): Promise<number> {
  let changed = 0;
  for (const { table, columns } of TARGETS) {
    const sets = columns.map((c) => sql`${sql.raw(c)} = ${stepSql(step, sql.raw(c))}`);
    const differs = columns.map((c) => sql`${stepSql(step, sql.raw(c))} IS DISTINCT FROM ${sql.raw(c)}`);
    const done = await rows<{ n: number }>(
      tx,
      sql`WITH moved AS (UPDATE ${sql.raw(table)} SET ${sql.join(sets, sql`, `)}
            WHERE kind = ${kind} AND (${sql.join(differs, sql` OR `)}) RETURNING 1)
          SELECT count(*)::int AS n FROM moved`,
    );
    changed += Number(done[0]?.n ?? 0);
  }
  return changed;
}

export const planHash = (kind: string, steps: MigrationStep[]) =>
  createHash('sha256').update(JSON.stringify({ kind, steps })).digest('hex');

/**
 * At start, before anything reads a record: applies each kind's declared migration not applied yet
 * (docs/declarations.md, Changing a declaration) to its live copies, drafts, pending blocks and
 * history, in one transaction under the lock the kind indexes take (several nodes starting at once
 * apply it once), and records it with what it changed. A document a step cannot carry rolls all
 * back and stops the start, naming the kind, the record and the field.
 */
export async function carryDeclarationsAcross(db: Db, registry: Registry, log: (message: string) => void): Promise<void> {
  const plans = registry.all().map(migrationPlan);
  const nested = plans.filter((p) => p.unsupported.length > 0);
  if (nested.length > 0) {
    throw new AppStartError(
      `Migrations of nested fields are not carried across yet: ${nested.map((p) => `${p.kind} (${p.unsupported.join(', ')})`).join('; ')}. Move them to top-level fields or remove the keywords.`,
    );
  }
  const due = plans.filter((p) => p.steps.length > 0);
  if (due.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    // The records_live trigger leaves published_at and the delivery revisions alone meanwhile (migration 0013).
    await tx.execute(sql`SELECT set_config('console.carrying', 'on', true)`);
    for (const plan of due) {
      const hash = planHash(plan.kind, plan.steps);
      const fresh = await rows(
        tx,
        sql`INSERT INTO declaration_migrations (kind, hash, steps) VALUES (${plan.kind}, ${hash}, ${JSON.stringify(plan.steps)}::jsonb)
            ON CONFLICT DO NOTHING RETURNING kind`,
      );
      if (fresh.length === 0) continue;
      const counts: Record<string, number> = {};
      for (const [i, step] of plan.steps.entries()) {
        await refuseUncarried(tx, plan.kind, step);
        counts[`${i + 1}. ${step.op} ${fieldOf(step)}`] = await applyStep(tx, plan.kind, step);
      }
      // Websites read the new shape: each scope's revision moves once, so their cached answers go.
      await tx.execute(
        sql`INSERT INTO delivery_revisions (client_id, website_id, revision)
            SELECT client_id, website_id, nextval('delivery_revision_seq')
            FROM (SELECT DISTINCT client_id, COALESCE(website_id, 0) AS website_id FROM records WHERE kind = ${plan.kind} AND live IS NOT NULL) AS scopes
            ON CONFLICT (client_id, website_id) DO UPDATE SET revision = EXCLUDED.revision`,
      );
      await tx.execute(
        sql`UPDATE declaration_migrations SET counts = ${JSON.stringify(counts)}::jsonb WHERE kind = ${plan.kind} AND hash = ${hash}`,
      );
      log(
        `carried ${plan.kind} across its declaration change: ${Object.entries(counts)
          .map(([s, n]) => `${s}: ${n} rows`)
          .join(', ')}`,
      );
    }
  });
}
