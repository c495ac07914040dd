import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from './connect';
import type { Registry } from '../../shared/registry';
import { fieldExpr } from '../resources/listQuery';

/**
 * Expression indexes for each kind's declared sort field (docs/architecture.md §4): a new kind needs no
 * migration, yet its default list order is served from an index, not a sort of the whole kind.
 */
export async function ensureKindIndexes(db: Db, registry: Registry): Promise<void> {
  for (const decl of registry.all()) {
    const sort = decl.list?.sort;
    if (!sort || sort === 'created_at' || sort === 'updated_at') continue;
    const name = `records_${createHash('sha1').update(`${decl.kind}:${sort}`).digest('hex').slice(0, 16)}_idx`;
    await db.execute(
      sql`CREATE INDEX IF NOT EXISTS ${sql.identifier(name)} ON records (client_id, website_id, (${fieldExpr(decl, sort)}), record_id)
          WHERE kind = ${sql.raw(`'${decl.kind.replace(/'/g, "''")}'`)}`,
    );
  }
}
