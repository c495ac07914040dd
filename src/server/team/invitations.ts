import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { clients, invitations, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { checkPasswordPolicy, hashPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';

/** How long an invitation link works (docs/operations.md): a week, then the owner sends a new one. */
export const INVITATION_DAYS = 7;

/**
 * A new one-time link for a user to set their password (docs/operations.md, "Invitations"): any
 * older link of theirs stops working, only its hash is stored, and the link is built from
 * PUBLIC_URL, never from a request's Host header.
 */
export async function issueInvitation(tx: Db, config: Config, userId: number, invitedBy: number | null): Promise<string> {
  const token = newToken();
  await tx
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
  await tx.insert(invitations).values({
    tokenHash: hashToken(token),
    userId,
    invitedBy,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  });
  return `${config.publicUrl}/invitation/${token}`;
}

/** Sends the link; without SMTP it goes to the outbox table and the log, as every mail does. */
export async function mailInvitation(mailer: Mailer, to: { email: string; name: string }, clientName: string, link: string): Promise<void> {
  await mailer.send({
    to: to.email,
    subject: `You are invited to ${clientName}'s website console`,
    body: `Hello ${to.name},\n\nYou are invited to manage ${clientName}'s websites in the console.\nOpen this link within ${INVITATION_DAYS} days to choose your password and sign in:\n\n${link}\n\nIf you did not expect it, ignore this message.`,
  });
}

/**
 * Claims an invitation and sets the user's password (the password rules of every password), in one
 * transaction: the claim is the statement that checks the token, so a link works once however many
 * times it is sent at once. A disabled user or client cannot accept. Answers the user to sign in.
 */
export async function acceptInvitation(db: Db, token: string, password: string): Promise<{ userId: number; clientId: number }> {
  checkPasswordPolicy(password, 'password');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(invitations)
      .set({ usedAt: new Date() })
      .where(and(eq(invitations.tokenHash, hashToken(token)), isNull(invitations.usedAt), gt(invitations.expiresAt, new Date())))
      .returning({ userId: invitations.userId });
    if (!claimed) throw new AppError('INVITATION_INVALID');
    const [user] = await tx
      .select({ userId: users.userId, clientId: users.clientId, disabledAt: users.disabledAt, clientDisabledAt: clients.disabledAt })
      .from(users)
      .innerJoin(clients, eq(clients.clientId, users.clientId))
      .where(eq(users.userId, claimed.userId));
    if (!user || user.disabledAt || user.clientDisabledAt) throw new AppError('INVITATION_INVALID');
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.userId, user.userId));
    return { userId: user.userId, clientId: user.clientId };
  });
}
