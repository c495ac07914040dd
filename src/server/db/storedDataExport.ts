import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Registry } from '../../shared/registry';
import { rows, type Db } from './connect';

const BATCH = 1_000;

/**
 * Every stored record of a kind as it is in the database, one JSON object per line: its live copy
 * and draft whole, fields no longer declared included (docs/declarations.md, Changing a
 * declaration). What the console and the API show follows the declaration; this is the way to read
 * what a declaration change left behind before a `dropped` removes it. Read in batches by id.
 */
export async function exportStoredData(db: Db, registry: Registry, kind: string, clientId?: number): Promise<string> {
  if (!registry.has(kind)) {
    throw new AppError('INVALID_FIELD', { reason: `--kind "${kind}" is not a declared kind (see schemas/).` }, { field: 'kind' });
  }
  const lines: string[] = [];
  let after = 0;
  for (;;) {
    const batch = await rows<{ line: string; record_id: number }>(
      db,
      sql`SELECT record_id::int AS record_id,
            json_build_object('kind', kind, 'record_id', record_id, 'client_id', client_id, 'website_id', website_id,
              'version', version, 'pending_action', pending_action, 'live', live, 'draft', draft)::text AS line
          FROM records WHERE kind = ${kind} AND record_id > ${after} ${clientId === undefined ? sql`` : sql`AND client_id = ${clientId}`}
          ORDER BY record_id LIMIT ${BATCH}`,
    );
    for (const row of batch) lines.push(row.line);
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]!.record_id;
  }
  return lines.join('\n');
}
