import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Declaration, Registry } from '../../shared/registry';
import { rows, type Db } from '../db/connect';
import { oneRow } from '../db/oneRow';
import { createChange, putSingleton, updateChange } from '../resources/changes';
import type { Importing } from '../resources/blockWrites';
import type { Scope } from '../resources/store';
import type { ImportProblem } from './importProblem';
import { problemsOf, type ImportPlan } from './importPlan';
import { yieldToOthers } from './yieldToOthers';

/**
 * How long one slice of an import may hold the database. PGlite has one connection: while a
 * transaction is open every other request waits, so an import writes in slices of about this
 * long and lets the others through between them.
 */
const SLICE_MS = 100;
/** Journal entries restored per transaction when an import is taken back. */
const UNDO_SLICE = 200;

export class ImportRefused extends Error {
  constructor(
    readonly problems: ImportProblem[],
    readonly conflicts: boolean,
  ) {
    super('import refused');
  }
}

/**
 * Writes a planned import in slices (src/server/csv/importPlan.ts judged every row before). Its
 * changes wait as `importing` blocks — not in any checker's list, and no one else may save those
 * records meanwhile — and the first touch of each record is kept in `import_journal`. At the end
 * one statement turns every block of the import into a pending change; a row refused on the way
 * takes the whole import back, from the journal. So an import is all or nothing, and a crash half
 * way is taken back too (takeBackStale).
 */
export async function runImport(
  db: Db,
  registry: Registry,
  decl: Declaration,
  scope: Scope,
  userId: number,
  plan: ImportPlan,
): Promise<{ created: number; updated: number }> {
  const job = oneRow(
    await rows<{ import_id: number }>(
      db,
      sql`INSERT INTO import_jobs (client_id, user_id, kind) VALUES (${scope.clientId}, ${userId}, ${decl.kind}) RETURNING import_id`,
    ),
    'insert into import_jobs',
  );
  const importing: Importing = { importId: Number(job.import_id) };
  const todo = [...plan.creates, ...plan.updates];
  let updated = 0;
  try {
    for (let next = 0; next < todo.length;) {
      next = await db.transaction(async (tx) => {
        const refused: ImportProblem[] = [];
        let conflicts = 0;
        const started = Date.now();
        let i = next;
        do {
          const planned = todo[i++]!;
          try {
            if (planned.id === undefined && decl.singleton) {
              await putSingleton(tx, registry, decl, scope, userId, undefined, planned.data, null, { sent: planned.sent, importing });
            } else if (planned.id === undefined) {
              await createChange(tx, registry, decl, scope, userId, planned.data, { sent: planned.sent, importing });
            } else {
              const row = await updateChange(tx, registry, decl, scope, userId, planned.id, planned.version, () => planned.data, {
                sent: planned.sent,
                importing,
              });
              if (row.version !== planned.version) updated++;
            }
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            if (err.code === 'VERSION_CONFLICT') conflicts++;
            refused.push(...problemsOf(err, planned.row));
          }
        } while (i < todo.length && Date.now() - started < SLICE_MS);
        if (refused.length > 0) throw new ImportRefused(refused, conflicts === refused.length);
        await tx.execute(sql`UPDATE import_jobs SET heartbeat_at = now() WHERE import_id = ${importing.importId}`);
        return i;
      });
      await yieldToOthers();
    }
    await db.transaction(async (tx) => {
      // One statement: the whole import becomes pending review at once, never a part of it.
      await tx.execute(sql`UPDATE change_blocks SET status = 'pendingreview', import_id = NULL WHERE import_id = ${importing.importId}`);
      await tx.execute(sql`DELETE FROM import_journal WHERE import_id = ${importing.importId}`);
      await tx.execute(sql`UPDATE import_jobs SET state = 'done', heartbeat_at = now() WHERE import_id = ${importing.importId}`);
    });
  } catch (err) {
    await takeBack(db, importing.importId);
    throw err;
  }
  return { created: plan.creates.length, updated };
}

interface JournalEntry {
  entry_id: number;
  kind: string;
  record_id: number | string;
  row: {
    live: unknown;
    draft: unknown;
    pending_action: string | null;
    version: number;
    updated_at: string;
    updated_by: number | null;
  } | null;
  block: {
    block_id: number;
    action: string;
    after: unknown;
    created_by: number;
    created_at: string;
    touched_by: number[];
    version: number;
  } | null;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Puts one record and its block back as they were before the import touched them. */
async function restore(tx: Db, importId: number, e: JournalEntry): Promise<void> {
  const record = sql`kind = ${e.kind} AND record_id = ${e.record_id}`;
  await tx.execute(sql`DELETE FROM record_versions WHERE import_id = ${importId} AND ${record}`);
  if (e.block) {
    const b = e.block;
    await tx.execute(
      sql`UPDATE change_blocks SET action = ${b.action}, after = ${json(b.after)}::jsonb, created_by = ${b.created_by},
            created_at = ${b.created_at}::timestamptz, touched_by = ${`{${b.touched_by.join(',')}}`}::integer[], version = ${b.version},
            status = 'pendingreview', import_id = NULL
          WHERE block_id = ${b.block_id}`,
    );
  } else {
    await tx.execute(sql`DELETE FROM change_blocks WHERE import_id = ${importId} AND ${record}`);
  }
  if (!e.row) {
    await tx.execute(sql`DELETE FROM records WHERE ${record}`);
    return;
  }
  const r = e.row;
  await tx.execute(
    sql`UPDATE records SET live = ${json(r.live)}::jsonb, draft = ${json(r.draft)}::jsonb, pending_action = ${r.pending_action},
          version = ${r.version}, updated_at = ${r.updated_at}::timestamptz, updated_by = ${r.updated_by}
        WHERE ${record}`,
  );
}

/**
 * Takes an import back from its journal, newest entry first, in slices (other requests run between
 * them): records it created go, records it changed get back their draft, version and pending change.
 * Claimed first, so of several nodes finding the same stale import only one takes it back.
 */
export async function takeBack(db: Db, importId: number): Promise<void> {
  const [claimed] = await rows<{ import_id: number }>(
    db,
    sql`UPDATE import_jobs SET state = 'taking_back', heartbeat_at = now() WHERE import_id = ${importId} AND state IN ('running', 'taking_back')
        RETURNING import_id`,
  );
  if (!claimed) return;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const entries = await rows<JournalEntry>(
        tx,
        sql`SELECT entry_id, kind, record_id, row, block FROM import_journal WHERE import_id = ${importId}
            ORDER BY entry_id DESC LIMIT ${UNDO_SLICE}`,
      );
      for (const entry of entries) await restore(tx, importId, entry);
      if (entries.length > 0) {
        await tx.execute(
          sql`DELETE FROM import_journal WHERE entry_id = ANY(${`{${entries.map((e) => e.entry_id).join(',')}}`}::integer[])`,
        );
      }
      await tx.execute(sql`UPDATE import_jobs SET heartbeat_at = now() WHERE import_id = ${importId}`);
      return entries.length < UNDO_SLICE;
    });
    if (done) break;
    await yieldToOthers();
  }
  // Anything the journal did not name (a crash between the block and its entry cannot happen: one transaction) is gone with it.
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM record_versions WHERE import_id = ${importId}`);
    await tx.execute(sql`DELETE FROM change_blocks WHERE import_id = ${importId}`);
    await tx.execute(sql`UPDATE import_jobs SET state = 'taken_back', heartbeat_at = now() WHERE import_id = ${importId}`);
  });
}

/** Imports whose node stopped writing (killed, restarted): taken back. `all` on PGlite, whose one process is this one. */
export async function takeBackStale(db: Db, all: boolean): Promise<number> {
  const stale = await rows<{ import_id: number }>(
    db,
    all
      ? sql`SELECT import_id FROM import_jobs WHERE state IN ('running', 'taking_back')`
      : sql`SELECT import_id FROM import_jobs WHERE state IN ('running', 'taking_back') AND heartbeat_at < now() - interval '30 seconds'`,
  );
  for (const { import_id: id } of stale) await takeBack(db, Number(id));
  return stale.length;
}
