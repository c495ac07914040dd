import { sql } from 'drizzle-orm';
import type { ValidateFunction } from 'ajv';
import { AppError } from '../../shared/errors';
import { MAX_BULK, type BulkTarget, type SeenRecord } from '../../shared/rules/bulk';
import type { Declaration, Registry } from '../../shared/registry';
import { createAjv, describeAjvErrors } from '../../shared/validator';
import { rows, type Db } from '../db/connect';
import { deleteChange } from '../resources/changes';
import { listConditions, listQuerySchema, type ListQuery } from '../resources/listQuery';
import { refuseOwnedEdit } from '../resources/ownedBy';
import { scopeWhere, type Scope } from '../resources/store';

export interface BulkDeleteResult {
  /** Published records now pending deletion, for a checker to review. */
  deleted: number;
  /** Records never published: withdrawn at once, as a single delete would. */
  withdrawn: number;
}

// The list call's own query schema, with the list call's coercion (text → number, boolean).
const ajv = createAjv({ coerceTypes: true, useDefaults: true });
const compiled = new WeakMap<Declaration, ValidateFunction>();

/** A list's query string (as the list call takes it) read and checked as the list call would: a bad part is a 400 naming it. */
export function matchingQuery(decl: Declaration, text: string): ListQuery {
  let validate = compiled.get(decl);
  if (!validate) {
    validate = ajv.compile(listQuerySchema(decl));
    compiled.set(decl, validate);
  }
  const query: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) query[key] = value;
  if (!validate(query)) {
    const reason = describeAjvErrors(validate.errors ?? [])
      .map((e) => `${e.field} ${e.message}`)
      .join('; ');
    throw new AppError('INVALID_FIELD', { reason: `matching: ${reason}` }, { field: 'matching' });
  }
  return query;
}

/** The records a list's search and filters match now, with their versions, in id order. */
async function matchingRecords(tx: Db, decl: Declaration, scope: Scope, query: ListQuery): Promise<SeenRecord[]> {
  const where = sql.join([scopeWhere(decl, scope), ...listConditions(decl, query)], sql` AND `);
  const found = await rows<{ record_id: number | string; version: number }>(
    tx,
    sql`SELECT record_id, version FROM records WHERE ${where} ORDER BY record_id LIMIT ${MAX_BULK + 1}`,
  );
  return found.map((r) => ({ id: Number(r.record_id), version: Number(r.version) }));
}

/**
 * Deletes many records of one kind through the review flow, all or nothing: each published record
 * becomes a pending delete a checker must publish, each never-published draft is withdrawn — exactly
 * what one delete per record would do, in one transaction. Records are taken in id order, so two bulk
 * deletes over the same rows wait for each other instead of deadlocking.
 */
export async function bulkDelete(
  tx: Db,
  registry: Registry,
  decl: Declaration,
  scope: Scope,
  userId: number,
  target: BulkTarget,
  isChecker: boolean,
): Promise<BulkDeleteResult & { ids: number[] }> {
  let records: SeenRecord[];
  if ('records' in target) {
    records = [...target.records].sort((a, b) => a.id - b.id);
    const dup = records.find((r, i) => i > 0 && records[i - 1]!.id === r.id);
    if (dup) throw new AppError('INVALID_FIELD', { reason: `records names ${decl.label.one} ${dup.id} twice.` }, { field: 'records' });
  } else {
    records = await matchingRecords(tx, decl, scope, matchingQuery(decl, target.matching));
    if (records.length > MAX_BULK) {
      throw new AppError(
        'INVALID_FIELD',
        { reason: `More than ${MAX_BULK} ${decl.label.many.toLowerCase()} match: narrow the list first.` },
        { field: 'matching' },
      );
    }
    // What the manager confirmed is what goes: a list that changed since is looked at again.
    if (records.length !== target.expected) {
      throw new AppError(
        'LIST_CHANGED',
        { matching: records.length, expected: target.expected },
        { details: { kind: decl.kind, matching: records.length, expected: target.expected } },
      );
    }
  }
  const result = { deleted: 0, withdrawn: 0, ids: records.map((r) => r.id) };
  for (const record of records) {
    await refuseOwnedEdit(tx, registry, decl, scope, record.id);
    const row = await deleteChange(tx, registry, decl, scope, userId, record.id, record.version, isChecker);
    if (row) result.deleted += 1;
    else result.withdrawn += 1;
  }
  return result;
}
