import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import { blockScopeWhere, type BlockScope } from './blocks';

/** One pending change as a checker was shown it: [block_id, version]. */
export type SetItem = [number, number];

/** Snapshots older than this are forgotten: a publish naming one is asked to load the list again. */
const KEEP_DAYS = 30;

const scopeKey = (scope: BlockScope) => `${scope.clientId}/${scope.websiteId ?? '-'}/${scope.area}`;

/** Every pending change of the scope with its version, in block id order — the whole set, not a page of it. */
export async function pendingItems(db: Db, scope: BlockScope): Promise<SetItem[]> {
  const found = await rows<{ block_id: number | string; version: number | string }>(
    db,
    sql`SELECT b.block_id, b.version FROM change_blocks b WHERE ${blockScopeWhere(scope)} AND b.status = 'pendingreview'
        ORDER BY b.block_id`,
  );
  return found.map((r) => [Number(r.block_id), Number(r.version)]);
}

/**
 * The strong ETag of a pending set (RFC 9110 §8.8.3): a hash of its scope and of every block id and
 * version, so any save, arrival or departure in the scope gives another tag.
 */
export function etagOf(scope: BlockScope, items: readonly SetItem[]): string {
  const hash = createHash('sha256').update(scopeKey(scope)).update(JSON.stringify(items)).digest('base64url');
  return `"${hash.slice(0, 32)}"`;
}

/**
 * Keeps the set a tag names (once per distinct set), so that a publish with If-Match can name every
 * change made since the checker loaded it — the set may be far larger than a header can carry.
 */
export async function rememberSet(db: Db, scope: BlockScope, etag: string, items: readonly SetItem[]): Promise<void> {
  const [known] = await rows<{ etag: string }>(db, sql`SELECT etag FROM review_snapshots WHERE etag = ${etag}`);
  if (known) return;
  await db.execute(
    sql`INSERT INTO review_snapshots (etag, client_id, website_id, asset_type_name, items)
        VALUES (${etag}, ${scope.clientId}, ${scope.websiteId}, ${scope.area}, ${JSON.stringify(items)}::jsonb)
        ON CONFLICT (etag) DO NOTHING`,
  );
  await db.execute(sql`DELETE FROM review_snapshots WHERE created_at < now() - make_interval(days => ${KEEP_DAYS})`);
}

/** The set behind a tag, if this scope's tag is known; undefined for a tag of another scope or forgotten. */
export async function rememberedSet(db: Db, scope: BlockScope, etag: string): Promise<SetItem[] | undefined> {
  const site = scope.websiteId === null ? sql`website_id IS NULL` : sql`website_id = ${scope.websiteId}`;
  const [found] = await rows<{ items: SetItem[] }>(
    db,
    sql`SELECT items FROM review_snapshots WHERE etag = ${etag} AND client_id = ${scope.clientId}
          AND asset_type_name = ${scope.area} AND ${site}`,
  );
  return found?.items.map(([id, version]) => [Number(id), Number(version)]);
}
