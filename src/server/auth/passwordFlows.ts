import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { resetTokens, sessions, users } from '../db/schema';
import { AppError } from '../../shared/errors';
import { checkPasswordPolicy, hashPassword, verifyPassword } from './passwords';
import { createSession, revokeAllSessions } from './sessions';
import { hashToken, newToken } from './tokens';
import { attemptFailed, attemptSucceeded, beginAttempt } from './loginThrottle';
import { hitThrottle } from './throttle';

const RESET_WINDOW_MS = 15 * 60_000;

/**
 * Limits reset requests per address and per source address, counted in the database so that it holds
 * across nodes. Known and unknown addresses are counted alike, so the answer reveals nothing.
 */
export async function throttleResetRequest(app: FastifyInstance, email: string, sourceIp: string): Promise<void> {
  const { db } = app.database;
  const perAddress = { max: app.config.resetMaxPerAddress, windowMs: RESET_WINDOW_MS, lockMs: RESET_WINDOW_MS };
  const perSource = { max: app.config.resetMaxPerSource, windowMs: RESET_WINDOW_MS, lockMs: RESET_WINDOW_MS };
  const [byAddress, bySource] = await Promise.all([
    hitThrottle(db, `reset:${email}`, perAddress),
    hitThrottle(db, `reset-ip:${sourceIp}`, perSource),
  ]);
  if (!byAddress.allowed || !bySource.allowed) throw new AppError('RATE_LIMITED');
}

/**
 * Runs the reset for a known address off the response path, so the answer (and its timing) is the
 * same for known and unknown addresses; a failure is logged, never shown to the caller.
 */
export function queueResetRequest(app: FastifyInstance, email: string): void {
  setImmediate(() => {
    requestReset(app, email).catch((err: unknown) => app.log.error({ err }, 'password reset request failed'));
  });
}

/** Issues a single-use reset link (voiding older ones) when the address is known; silent otherwise. */
export async function requestReset(app: FastifyInstance, email: string): Promise<void> {
  const { db } = app.database;
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(resetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(resetTokens.userId, user.userId), isNull(resetTokens.usedAt)));
    await tx.insert(resetTokens).values({
      tokenHash: hashToken(token),
      userId: user.userId,
      expiresAt: new Date(Date.now() + app.config.resetTokenMs),
    });
  });
  // The link comes from configuration, never from the Host header, so it cannot be poisoned.
  const link = `${app.config.publicUrl}/recover-password/${token}`;
  await app.mailer.send({
    to: user.email,
    subject: 'Reset your password',
    body: `Hello ${user.name},\n\nSomeone asked to reset the password of your console account.\nOpen this link within 30 minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.`,
  });
}

export async function resetPassword(app: FastifyInstance, token: string, newPassword: string): Promise<void> {
  const { db } = app.database;
  checkPasswordPolicy(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Claiming the token in the same statement that checks it makes it single-use under concurrency.
    const [claimed] = await tx
      .update(resetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(resetTokens.tokenHash, hashToken(token)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, new Date())))
      .returning({ userId: resetTokens.userId });
    if (!claimed) throw new AppError('RESET_TOKEN_INVALID');
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.userId, claimed.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, claimed.userId), isNull(sessions.revokedAt)));
  });
}

/** Changes the password, ends every old session and returns a fresh token for the caller. */
export async function changePassword(
  app: FastifyInstance,
  userId: number,
  body: { current_password: string; new_password: string; confirm_new_password: string },
): Promise<string> {
  const { db } = app.database;
  const [user] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  if (!user) throw new AppError('NOT_SIGNED_IN');
  // A wrong current password is a password guess like a failed sign-in: it counts toward the same lock.
  await beginAttempt(db, app.config, user.email);
  if (!(await verifyPassword(body.current_password, user.passwordHash))) {
    await attemptFailed(db, app.config, user.email);
    throw new AppError('WRONG_CURRENT_PASSWORD', {}, { field: 'current_password' });
  }
  await attemptSucceeded(db, user.email);
  if (body.new_password !== body.confirm_new_password) {
    throw new AppError('PASSWORD_MISMATCH', {}, { field: 'confirm_new_password' });
  }
  checkPasswordPolicy(body.new_password, 'new_password');
  if (body.new_password === body.current_password) throw new AppError('PASSWORD_SAME', {}, { field: 'new_password' });
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.userId, userId));
    await revokeAllSessions(tx, userId);
  });
  return createSession(db, app.config, userId);
}
