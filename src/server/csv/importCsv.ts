import { AppError } from '../../shared/errors';
import type { Declaration, Registry } from '../../shared/registry';
import type { Db } from '../db/connect';
import { createChange, updateChange } from '../resources/changes';
import type { Scope } from '../resources/store';
import { validateRecord } from '../resources/validateBody';
import { csvRows, type CsvRow } from './csvRows';
import type { ImportProblem } from './importProblem';

/** More rows than this in one file is a job for several files (or the API), not one transaction. */
export const MAX_IMPORT_ROWS = 10_000;

/** An AppError's problems at one row: each field ajv named, or the error itself. */
function problemsOf(err: AppError, row: number): ImportProblem[] {
  const fields = (err.details as { fields?: { field: string; message: string }[] } | undefined)?.fields;
  if (fields?.length) return fields.map((f) => ({ row, column: f.field, message: f.message }));
  return [{ row, column: err.field ?? '', message: err.message }];
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
 * 409, as for any save). Every row is validated against the declaration before anything is
 * written; then all rows are saved in one transaction, rolled back if any is refused.
 */
export async function importCsv(
  db: Db,
  registry: Registry,
  decl: Declaration,
  scope: Scope,
  userId: number,
  text: string,
  dryRun = false,
): Promise<{ created: number; updated: number }> {
  const { rows, problems } = csvRows(decl, text);
  if (rows.length > MAX_IMPORT_ROWS)
    refuse([{ row: MAX_IMPORT_ROWS + 2, column: '', message: `A file may hold ${MAX_IMPORT_ROWS} rows at most.` }]);
  if (rows.length === 0 && problems.length === 0) refuse([{ row: 2, column: '', message: 'The file has a header but no rows.' }]);
  const valid: { row: CsvRow; data: Record<string, unknown> }[] = [];
  for (const row of rows) {
    if (row.id !== undefined && row.version === undefined)
      problems.push({ row: row.row, column: 'version', message: 'is needed to change an existing record.' });
    try {
      valid.push({ row, data: validateRecord(decl, row.data, scope.clientId) });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      problems.push(...problemsOf(err, row.row));
    }
  }
  if (problems.length > 0) refuse(problems);
  const attempt = db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    const refused: ImportProblem[] = [];
    let conflicts = 0;
    for (const { row, data } of valid) {
      try {
        if (row.id === undefined) {
          await createChange(tx, registry, decl, scope, userId, data);
          created++;
        } else {
          await updateChange(tx, registry, decl, scope, userId, row.id, row.version, () => data);
          updated++;
        }
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.code === 'VERSION_CONFLICT') conflicts++;
        refused.push(...problemsOf(err, row.row));
      }
    }
    // Thrown inside the transaction, so nothing of this file stays written.
    if (refused.length > 0) refuse(refused, conflicts === refused.length);
    // A preview runs every check a real import runs, then rolls it all back.
    if (dryRun) throw new DryRun({ created, updated });
    return { created, updated };
  });
  return attempt.catch((err: unknown) => {
    if (err instanceof DryRun) return err.counts;
    throw err;
  });
}

class DryRun extends Error {
  constructor(readonly counts: { created: number; updated: number }) {
    super('dry run');
  }
}
