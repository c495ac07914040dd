import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
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
    });
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
