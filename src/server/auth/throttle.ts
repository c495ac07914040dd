import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { throttleCounters } from '../db/schema';

export interface ThrottleRule {
  /** Attempts allowed in one window; the next one is refused and starts the lock. */
  max: number;
  windowMs: number;
  /** How long the key stays refused once over the limit. */
  lockMs: number;
}

export interface ThrottleVerdict {
  allowed: boolean;
  /** Attempts counted in the window, this one included. */
  attempts: number;
  /** Milliseconds until the lock ends (0 when allowed). */
  retryAfterMs: number;
}

const t = throttleCounters;

/**
 * A counter whose window started this long ago, and whose lock (if any) is over, says nothing any
 * more: every rule's window and lock are minutes long. Such rows are forgotten (pruneThrottle).
 */
export const THROTTLE_FORGET_MS = 24 * 60 * 60_000;
/** Stale counters forgotten per new one: more than one, so the table shrinks back after a spray of keys. */
const PRUNE_BATCH = 20;

/**
 * Counts one attempt for a key and says whether it may go ahead, in one upsert: there is no
 * read-then-write for parallel requests (or other nodes on the same PostgreSQL) to slip between.
 * A locked key is not counted further; an expired window or lock starts a fresh count; the attempt
 * that goes over the limit sets the lock in the same statement.
 */
export async function hitThrottle(db: Db, key: string, rule: ThrottleRule): Promise<ThrottleVerdict> {
  const windowSec = rule.windowMs / 1000;
  const lockSec = rule.lockMs / 1000;
  const locked = sql`${t.lockedUntil} > now()`;
  const fresh = sql`(${t.lockedUntil} IS NOT NULL OR ${t.windowStart} <= now() - make_interval(secs => ${windowSec}))`;
  const next = sql`CASE WHEN ${locked} THEN ${t.attempts} WHEN ${fresh} THEN 1 ELSE ${t.attempts} + 1 END`;
  const [row] = await db
    .insert(t)
    .values({ key, attempts: 1, lockedUntil: rule.max < 1 ? sql`now() + make_interval(secs => ${lockSec})` : null })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: next,
        windowStart: sql`CASE WHEN ${locked} THEN ${t.windowStart} WHEN ${fresh} THEN now() ELSE ${t.windowStart} END`,
        lockedUntil: sql`CASE WHEN ${locked} THEN ${t.lockedUntil}
          WHEN ${next} > ${rule.max} THEN now() + make_interval(secs => ${lockSec}) ELSE NULL END`,
      },
    })
    .returning({
      attempts: t.attempts,
      retryAfterMs: sql<number>`GREATEST(0, CEIL(EXTRACT(EPOCH FROM (${t.lockedUntil} - now())) * 1000))::float8`,
      // xmax is 0 on a row this statement inserted, not on one it updated.
      inserted: sql<boolean>`(xmax = 0)`,
    });
  // Each new key (an attacker may spray thousands of addresses) pays for forgetting old ones, so the
  // table stays as large as the keys seen in a day, on every node, with no timer to run.
  if (row?.inserted === true) await pruneThrottle(db);
  const retryAfterMs = Number(row?.retryAfterMs ?? 0);
  return { allowed: retryAfterMs <= 0, attempts: row?.attempts ?? 1, retryAfterMs };
}

/**
 * Locks a key at once when the failed attempt used up the allowance, so that the right password is
 * refused straight after the last allowed failure rather than one attempt later.
 */
export async function lockIfSpent(db: Db, key: string, rule: ThrottleRule): Promise<void> {
  await db
    .update(t)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${rule.lockMs / 1000})` })
    .where(and(eq(t.key, key), sql`${t.attempts} >= ${rule.max}`, or(isNull(t.lockedUntil), lt(t.lockedUntil, sql`now()`))));
}

/** Forgets the attempts of a key after a success, but never lifts a lock another request has set. */
export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.delete(t).where(and(eq(t.key, key), or(isNull(t.lockedUntil), lt(t.lockedUntil, sql`now()`))));
}

/**
 * Forgets up to `limit` counters older than THROTTLE_FORGET_MS and not locked, oldest first, through
 * the window_start index. Rows another transaction holds are skipped, never waited for.
 */
export async function pruneThrottle(db: Db, limit = PRUNE_BATCH): Promise<number> {
  const stale = db
    .select({ key: t.key })
    .from(t)
    .where(
      and(
        lt(t.windowStart, sql`now() - make_interval(secs => ${THROTTLE_FORGET_MS / 1000})`),
        or(isNull(t.lockedUntil), lt(t.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(t.windowStart)
    .limit(limit)
    .for('update', { skipLocked: true });
  const gone = await db.delete(t).where(inArray(t.key, stale)).returning({ key: t.key });
  return gone.length;
}
