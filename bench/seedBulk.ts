import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/connect';
import type { Declaration } from '../src/shared/registry';

/** Inserts `count` live records of one kind with generate_series: the bench's 100,000-row table. */
export async function seedBulk(
  db: Db,
  decl: Declaration,
  clientId: number,
  websiteId: number,
  count: number,
  doc: Record<string, unknown>,
): Promise<void> {
  const sample = JSON.stringify(doc);
  const display = decl.display;
  await db.execute(sql`
    INSERT INTO records (kind, record_id, client_id, website_id, live, version, created_at, updated_at)
    SELECT ${decl.kind}, nextval('record_id_seq'), ${clientId}, ${websiteId},
           jsonb_set(${sample}::jsonb, ${sql.raw(`'{${display}}'`)}, to_jsonb(${'Bench record '}::text || g)),
           1, now() - (g || ' seconds')::interval, now()
    FROM generate_series(1, ${count}) AS g`);
  // As autovacuum leaves a table in steady use: statistics and the visibility map up to date.
  await db.execute(sql`VACUUM ANALYZE records`);
}

/** Turns `count` of those records into pending updates, each with its block, for the publish timing. */
export async function pendingBulk(
  db: Db,
  decl: Declaration,
  clientId: number,
  websiteId: number,
  userId: number,
  count: number,
): Promise<void> {
  await db.execute(sql`
    WITH picked AS (
      SELECT record_id FROM records WHERE kind = ${decl.kind} AND client_id = ${clientId} AND website_id = ${websiteId}
      ORDER BY record_id LIMIT ${count}
    ), drafted AS (
      UPDATE records r SET draft = jsonb_set(live, ${sql.raw(`'{${decl.display}}'`)}, to_jsonb('Edited '::text || r.record_id)),
             pending_action = 'UPDATE', version = version + 1
      FROM picked WHERE r.kind = ${decl.kind} AND r.record_id = picked.record_id
      RETURNING r.record_id, r.live, r.draft
    )
    INSERT INTO change_blocks (client_id, website_id, asset_type_name, kind, record_id, change_log_type, action, status, before, after, created_by)
    SELECT ${clientId}, ${websiteId}, ${decl.area}, ${decl.kind}, record_id, ${decl.changeLogType}, 'UPDATE', 'pendingreview', live, draft, ${userId}
    FROM drafted`);
}
