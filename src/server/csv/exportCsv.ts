import { sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Declaration } from '../../shared/registry';
import { rows, type Db } from '../db/connect';
import { apiRowSql } from '../resources/listPage';
import { listConditions, orderBy, type ListQuery } from '../resources/listQuery';
import { idArray } from '../vcs/recordSets';
import { scopeWhere, type Scope } from '../resources/store';
import { csvColumns } from './csvColumns';
import { csvLine } from './csvText';

/** Rows fetched per statement: a few hundred kilobytes of JSON at a time, whatever the list's size. */
const BATCH = 1_000;

/**
 * Every row a list's search, filters and sort match — not one page — as UTF-8 CSV, streamed. The
 * matching ids come first in one ordered statement (100,000 ids are under a megabyte), before any
 * byte is sent, so a bad parameter is a 400 and not a download that breaks off; the rows follow in
 * batches by id, so memory stays flat and no OFFSET re-sorts the table per batch.
 */
export async function exportCsv(db: Db, decl: Declaration, scope: Scope, query: ListQuery): Promise<Readable> {
  const columns = csvColumns(decl);
  const where = sql.join([scopeWhere(decl, scope), ...listConditions(decl, query)], sql` AND `);
  const ids = (
    await rows<{ record_id: number | string }>(
      db,
      sql`SELECT record_id FROM records WHERE ${where} ORDER BY ${orderBy(decl, query)}, record_id`,
    )
  ).map((r) => Number(r.record_id));
  const mode = query.mode ?? 'WORKING';
  async function* lines() {
    // A byte-order mark: spreadsheet programs then read the file as UTF-8, not their local code page.
    yield `\uFEFF${csvLine(columns)}`;
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const found = await rows<{ record_id: number | string; doc: Record<string, unknown> }>(
        db,
        sql`SELECT record_id, ${apiRowSql(decl, mode)} AS doc FROM records
            WHERE kind = ${decl.kind} AND client_id = ${scope.clientId} AND record_id = ANY(${idArray(batch)})`,
      );
      const byId = new Map(found.map((r) => [Number(r.record_id), r.doc]));
      let chunk = '';
      for (const id of batch) {
        const doc = byId.get(id);
        if (doc) chunk += csvLine(columns.map((c) => doc[c]));
      }
      yield chunk;
    }
  }
  return Readable.from(lines());
}
