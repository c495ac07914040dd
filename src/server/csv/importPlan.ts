import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Declaration, Registry } from '../../shared/registry';
import { serverFields } from '../../shared/ownership';
import { readOnlyProblems } from '../../shared/rules/readOnlyFields';
import { sameData } from '../../shared/rules/sameData';
import { rows as select, type Db } from '../db/connect';
import { refuseOwnedEdit } from '../resources/ownedBy';
import type { Doc } from '../resources/recordShape';
import { scopeWhere, singletonRecord, type Scope } from '../resources/store';
import { validateRecord } from '../resources/validateBody';
import { idArray } from '../vcs/recordSets';
import type { CsvRow } from './csvRows';
import type { ImportProblem } from './importProblem';
import { yieldToOthers } from './yieldToOthers';

/** A row that will be written: validated data, and what the file said (its readOnly cells were checked). */
export interface PlannedRow {
  row: number;
  id?: number;
  version?: number;
  data: Doc;
  sent: Doc;
}

export interface ImportPlan {
  creates: PlannedRow[];
  updates: PlannedRow[];
  /** Rows identical to the record they name: no change, no version, no block. */
  unchanged: number;
  problems: ImportProblem[];
  /** Rows naming a version older than the record's: the file was made before someone else's save. */
  conflicts: ImportProblem[];
}

/** An AppError's problems at one row: each field ajv named, or the error itself. */
export function problemsOf(err: AppError, row: number): ImportProblem[] {
  const fields = (err.details as { fields?: { field: string; message: string }[] } | undefined)?.fields;
  if (fields?.length) return fields.map((f) => ({ row, column: f.field, message: f.message }));
  return [{ row, column: err.field ?? '', message: err.message }];
}

/** The key a singleton kind is single under: its parent's id (the SEO of one course), else the website. */
const singletonKey = (decl: Declaration, data: Doc): string => (decl.parent ? String(data[decl.parent.field]) : '');

interface Stored {
  record_id: number | string;
  version: number;
  doc: Doc | null;
  pending_action: string | null;
}

/**
 * Everything an import would do, judged before anything is written: each row against the
 * declaration (its schema, readOnly and derived fields, and the calls it exposes — no create
 * without a create call, a singleton stays single, an owned record changes only with its owner),
 * against the record it names (there, at that version), and identical rows set aside.
 */
export async function planImport(db: Db, registry: Registry, decl: Declaration, scope: Scope, rows: CsvRow[]): Promise<ImportPlan> {
  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, problems: [], conflicts: [] };
  const calls = registry.endpointsOf(decl.kind);
  const canCreate = decl.singleton || decl.upsert ? calls.update !== undefined : calls.create !== undefined;
  const problem = (row: number, column: string, message: string) => plan.problems.push({ row, column, message });

  const ids = rows.flatMap((r) => (r.id === undefined ? [] : [r.id]));
  const stored = new Map<number, Stored>();
  for (let i = 0; i < ids.length; i += 1_000) {
    const found = await select<Stored>(
      db,
      sql`SELECT record_id, version, COALESCE(draft, live) AS doc, pending_action FROM records
          WHERE ${scopeWhere(decl, scope)} AND record_id = ANY(${idArray(ids.slice(i, i + 1_000))})`,
    );
    for (const r of found) stored.set(Number(r.record_id), r);
  }
  const singletons = new Set<string>();

  let turn = Date.now();
  for (const row of rows) {
    // Judging 10,000 rows is CPU work: other requests get the event loop every 50 ms of it.
    if (Date.now() - turn > 50) {
      await yieldToOthers();
      turn = Date.now();
    }
    // An owned record is refused as such, before what else its row gets wrong.
    if (row.id !== undefined && stored.has(row.id)) {
      try {
        await refuseOwnedEdit(db, registry, decl, scope, row.id);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        problem(row.row, decl.id, err.message);
        continue;
      }
    }
    const current = row.id === undefined ? null : stored.get(row.id);
    const readOnly = readOnlyProblems(decl, row.data, current?.doc ?? null, scope.websiteId);
    const leave = current ? 'leave the cell as exported.' : 'leave the cell empty on a new record.';
    for (const column of readOnly) problem(row.row, column, `is set by the server; ${leave}`);
    if (readOnly.length > 0) continue;
    let data: Doc;
    try {
      data = validateRecord(decl, row.data, scope.clientId);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      plan.problems.push(...problemsOf(err, row.row));
      continue;
    }

    if (row.id === undefined) {
      if (!canCreate) {
        problem(
          row.row,
          decl.id,
          `${decl.label.many} cannot be created here (their declaration has no create call); give the id of one to change.`,
        );
        continue;
      }
      if (decl.singleton) {
        const key = singletonKey(decl, data);
        const parentId = decl.parent ? Number(data[decl.parent.field]) : undefined;
        if (singletons.has(key) || (await singletonRecord(db, decl, scope, parentId, false, null))) {
          problem(
            row.row,
            decl.id,
            `There is one ${decl.label.one} ${decl.parent ? 'per ' + (registry.find(decl.parent.kind)?.label.one ?? decl.parent.kind) : 'per website'}; give its id to change it.`,
          );
          continue;
        }
        singletons.add(key);
      }
      plan.creates.push({ row: row.row, data, sent: row.data });
      continue;
    }
    if (!calls.update) {
      problem(row.row, decl.id, `${decl.label.many} cannot be changed here (their declaration has no update call).`);
      continue;
    }
    if (row.version === undefined) {
      problem(row.row, 'version', 'is needed to change an existing record.');
      continue;
    }
    if (!current) {
      problem(row.row, decl.id, `${decl.label.one} ${row.id} was not found on this website.`);
      continue;
    }
    const working = current.doc ?? {};
    if (current.pending_action !== 'DELETE' && sameData(serverFields(decl, data, working, scope.websiteId), working)) {
      plan.unchanged++;
      continue;
    }
    if (row.version !== Number(current.version)) {
      plan.conflicts.push({
        row: row.row,
        column: 'version',
        message: `${decl.label.one} ${row.id} is now at version ${current.version}; export it again.`,
      });
      continue;
    }
    plan.updates.push({ row: row.row, id: row.id, version: row.version, data, sent: row.data });
  }
  return plan;
}
