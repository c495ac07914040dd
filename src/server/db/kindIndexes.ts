import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { rows, type Db } from './connect';
import type { Declaration, Registry } from '../../shared/registry';
import { fieldExpr, searchExpr } from '../resources/listQuery';

const indexName = (decl: Declaration, what: string, suffix: string): string =>
  `records_${createHash('sha1').update(`${decl.kind}:${what}`).digest('hex').slice(0, 16)}_${suffix}`;

const onlyKind = (decl: Declaration) => sql.raw(`kind = '${decl.kind.replace(/'/g, "''")}'`);

/** pg_trgm is a trusted extension (any database owner may create it); without it search still works, unindexed. */
async function hasTrigrams(db: Db, warn: (message: string) => void): Promise<boolean> {
  try {
    // A savepoint: a refusal must not abort the surrounding transaction.
    await db.transaction(async (sp) => {
      await sp.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    });
    return true;
  } catch (error) {
    warn(`pg_trgm is not available (${(error as Error).message}): list search will scan instead of using an index`);
    return false;
  }
}

/**
 * Expression indexes per kind (docs/architecture.md §4), so a new kind needs no migration: its
 * declared sort field (the default list order comes from an index, not a sort of the whole kind)
 * and its declared search fields (a trigram index, so `search` finds a substring without reading
 * every record). Several nodes may start at once: an advisory lock makes them take turns.
 */
export async function ensureKindIndexes(db: Db, registry: Registry, warn: (message: string) => void = console.warn): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    await createIndexes(tx, registry, await hasTrigrams(tx, warn));
  });
}

/** The kind indexes this module names (records_<16 hex>_idx|trgm); any other index of records is left alone. */
const KIND_INDEX = /^records_[0-9a-f]{16}_(idx|trgm)$/;

async function createIndexes(db: Db, registry: Registry, trigrams: boolean): Promise<void> {
  const wanted = new Set<string>();
  for (const decl of registry.all()) {
    const sort = decl.list?.sort;
    if (sort && sort !== 'created_at' && sort !== 'updated_at') wanted.add(indexName(decl, sort, 'idx'));
    if (trigrams && searchExpr(decl)) wanted.add(indexName(decl, decl.list?.search.join(',') ?? '', 'trgm'));
  }
  // An index of a sort or search a declaration no longer has would be kept up on every write for nothing.
  const existing = await rows<{ name: string }>(db, sql`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'records'`);
  for (const { name } of existing) {
    if (KIND_INDEX.test(name) && !wanted.has(name)) await db.execute(sql`DROP INDEX IF EXISTS ${sql.identifier(name)}`);
  }
  for (const decl of registry.all()) {
    const sort = decl.list?.sort;
    if (sort && sort !== 'created_at' && sort !== 'updated_at') {
      await db.execute(
        sql`CREATE INDEX IF NOT EXISTS ${sql.identifier(indexName(decl, sort, 'idx'))}
            ON records (client_id, website_id, (${fieldExpr(decl, sort)}), record_id) WHERE ${onlyKind(decl)}`,
      );
    }
    const search = searchExpr(decl);
    if (trigrams && search) {
      await db.execute(
        sql`CREATE INDEX IF NOT EXISTS ${sql.identifier(indexName(decl, decl.list?.search.join(',') ?? '', 'trgm'))}
            ON records USING gin (${search} gin_trgm_ops) WHERE ${onlyKind(decl)}`,
      );
    }
  }
}
