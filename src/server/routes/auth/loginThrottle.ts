import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { Config } from '../../config';
import { loginFailures, loginLocks } from '../../db/schema';
import { AppError } from '../../../shared/errors';

/**
 * Per-address lockout kept in the database, so every instance on one PostgreSQL sees the same count,
 * whatever IP the attempts come from.
 */
export async function assertNotLocked(db: Db, email: string): Promise<void> {
  const [lock] = await db
    .select()
    .from(loginLocks)
    .where(and(eq(loginLocks.email, email), gt(loginLocks.lockedUntil, new Date())));
  if (lock) {
    const minutes = Math.max(1, Math.ceil((lock.lockedUntil.getTime() - Date.now()) / 60_000));
    throw new AppError('TOO_MANY_ATTEMPTS', { minutes });
  }
}

export async function recordFailure(db: Db, config: Config, email: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(loginFailures).values({ email, at: now });
    const since = new Date(now.getTime() - config.loginWindowMs);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.at, since)));
    if (n >= config.loginMaxFailures) {
      const lockedUntil = new Date(now.getTime() + config.loginLockMs);
      await tx
        .insert(loginLocks)
        .values({ email, lockedUntil })
        .onConflictDoUpdate({ target: loginLocks.email, set: { lockedUntil } });
      await tx.delete(loginFailures).where(eq(loginFailures.email, email));
    }
    // Old rows serve nothing once outside the window.
    await tx.delete(loginFailures).where(lt(loginFailures.at, since));
  });
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
