import { AppError } from '../../shared/errors';
import type { Declaration, Registry } from '../../shared/registry';
import type { Db } from '../db/connect';
import type { Scope } from '../resources/store';
import { csvRows } from './csvRows';
import type { ImportProblem } from './importProblem';
import { planImport } from './importPlan';
import { ImportRefused, runImport } from './importJob';

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
 * then the changes are written in short slices, so other requests go on meanwhile, and become
 * pending review together at the end — or are all taken back if one is refused (src/server/csv/importJob.ts).
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
  try {
    const written = await runImport(db, registry, decl, scope, userId, plan);
    return { ...written, unchanged: counts.unchanged + plan.updates.length - written.updated };
  } catch (err) {
    if (err instanceof ImportRefused) refuse(err.problems, err.conflicts);
    throw err;
  }
}
