import { AppError } from '../../shared/errors';
import type { Declaration, Registry } from '../../shared/registry';
import type { Db } from '../db/connect';
import { createChange, putSingleton, updateChange } from '../resources/changes';
import type { Scope } from '../resources/store';
import { csvRows } from './csvRows';
import type { ImportProblem } from './importProblem';
import { planImport, problemsOf } from './importPlan';

/** More rows than this in one file is a job for several files (or the API), not one import. */
export const MAX_IMPORT_ROWS = 10_000;

export interface ImportCounts {
  created: number;
  updated: number;
  /** Rows identical to the record they name: not a change. */
  unchanged: number;
}

function refuse(problems: ImportProblem[], conflict = false): never {
  const first = problems[0];
  const summary = `${problems.length} problem${problems.length === 1 ? '' : 's'}; the first: row ${first?.row ?? 1}${first?.column ? `, ${first.column}` : ''}: ${first?.message ?? ''}`;
  if (conflict) throw new AppError('VERSION_CONFLICT', { current: 'newer' }, { details: { problems } });
  throw new AppError('INVALID_FIELD', { reason: `Nothing was imported: ${summary}` }, { field: 'body', details: { problems } });
}

/**
 * A CSV file as drafts for review, all or nothing (docs/review-flow.md, import): a row without an
 * id creates a record, a row with one updates it from the version it names (a newer version is a
 * 409, as for any save), a row identical to its record changes nothing. Every row is judged
 * against the declaration and the stored records before anything is written (src/server/csv/importPlan.ts);
 * then all changes are saved in one transaction, rolled back if any is refused.
 */
export async function importCsv(
  db: Db,
  registry: Registry,
  decl: Declaration,
  scope: Scope,
  userId: number,
  text: string,
  dryRun = false,
): Promise<ImportCounts> {
  const { rows, problems } = csvRows(decl, text, MAX_IMPORT_ROWS);
  // A file that cannot be read as this kind's table (its header, its length) is not judged row by row.
  if (problems.some((p) => p.row === 1) || (problems.length > 0 && rows.length === 0)) refuse(problems);
  if (rows.length === 0) refuse([{ row: 2, column: '', message: 'The file has a header but no rows.' }]);
  const plan = await planImport(db, registry, decl, scope, rows);
  // Every problem of every row at once, the cells that could not be read first.
  const seen = new Set(problems.map((p) => `${p.row}:${p.column}`));
  const all = [...problems, ...plan.problems.filter((p) => !seen.has(`${p.row}:${p.column}`))].sort((a, b) => a.row - b.row);
  if (all.length > 0) refuse(all);
  if (plan.conflicts.length > 0) refuse(plan.conflicts, true);
  const counts = { created: plan.creates.length, updated: plan.updates.length, unchanged: plan.unchanged };
  // A preview runs every check a real import runs, and writes nothing.
  if (dryRun || (plan.creates.length === 0 && plan.updates.length === 0)) return counts;
  return db.transaction(async (tx) => {
    const refused: ImportProblem[] = [];
    let conflicts = 0;
    let updated = 0;
    for (const planned of [...plan.creates, ...plan.updates]) {
      try {
        if (planned.id === undefined && decl.singleton) {
          await putSingleton(tx, registry, decl, scope, userId, undefined, planned.data, null, { sent: planned.sent });
        } else if (planned.id === undefined) {
          await createChange(tx, registry, decl, scope, userId, planned.data, { sent: planned.sent });
        } else {
          const row = await updateChange(tx, registry, decl, scope, userId, planned.id, planned.version, () => planned.data, {
            sent: planned.sent,
          });
          if (row.version !== planned.version) updated++;
        }
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.code === 'VERSION_CONFLICT') conflicts++;
        refused.push(...problemsOf(err, planned.row));
      }
    }
    // Thrown inside the transaction, so nothing of this file stays written.
    if (refused.length > 0) refuse(refused, conflicts === refused.length);
    return { ...counts, updated, unchanged: counts.unchanged + plan.updates.length - updated };
  });
}
