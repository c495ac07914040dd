import type { Db } from '../db/connect';
import type { Config } from '../config';
import { AppError } from '../../shared/errors';
import { clearThrottle, hitThrottle, lockIfSpent, type ThrottleRule } from './throttle';

/**
 * Per-address sign-in lockout kept in the database, so every node on one PostgreSQL sees the same
 * count, whatever IP the attempts come from. An attempt is counted before the password is checked
 * (and given back on success), so a burst of parallel guesses cannot all be checked before the lock.
 */
const key = (email: string) => `login:${email}`;

function rule(config: Config): ThrottleRule {
  return { max: config.loginMaxFailures, windowMs: config.loginWindowMs, lockMs: config.loginLockMs };
}

/** Counts the attempt; throws TOO_MANY_ATTEMPTS (429) while the address is locked. */
export async function beginAttempt(db: Db, config: Config, email: string): Promise<void> {
  const verdict = await hitThrottle(db, key(email), rule(config));
  if (!verdict.allowed) {
    throw new AppError('TOO_MANY_ATTEMPTS', { minutes: Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000)) });
  }
}

/** The attempt failed: it stays counted, and the last allowed failure locks the address at once. */
export async function attemptFailed(db: Db, config: Config, email: string): Promise<void> {
  await lockIfSpent(db, key(email), rule(config));
}

export async function attemptSucceeded(db: Db, email: string): Promise<void> {
  await clearThrottle(db, key(email));
}
