import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { MAX_PREFERENCES, type Preferences } from '../../shared/rules/preferences';
import type { Db } from '../db/connect';
import { userPreferences } from '../db/schema';

/** Everything a user keeps, key → value (the session carries it: src/server/client/routes.ts). */
export async function preferencesOf(db: Db, userId: number): Promise<Preferences> {
  const found = await db
    .select({ key: userPreferences.key, value: userPreferences.value })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return Object.fromEntries(found.map((p) => [p.key, p.value]));
}

/**
 * Keeps one value (null or '' forgets it). One user's writes queue on a lock, so two new keys at
 * once cannot both pass the last free place.
 */
export async function keepPreference(db: Db, userId: number, key: string, value: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`preferences:${userId}`}, 0))`);
    const mine = and(eq(userPreferences.userId, userId), eq(userPreferences.key, key));
    if (!value) {
      await tx.delete(userPreferences).where(mine);
      return;
    }
    const [held] = await tx
      .select({ count: sql<number>`count(*)::int`, here: sql<boolean>`bool_or(${userPreferences.key} = ${key})` })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId));
    if (!held?.here && Number(held?.count ?? 0) >= MAX_PREFERENCES) throw new AppError('PREFERENCES_FULL', { count: MAX_PREFERENCES });
    await tx
      .insert(userPreferences)
      .values({ userId, key, value })
      .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.key], set: { value, updatedAt: sql`now()` } });
  });
}
