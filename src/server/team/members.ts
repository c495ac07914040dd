import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/connect';
import { oneRow } from '../db/oneRow';
import { invitations, users } from '../db/schema';
import { revokeAllSessions } from '../auth/sessions';
import { readRoles, writeRoles, type RolesSpec } from './roles';

/** A work e-mail address as the sign-in form takes it: one @, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export interface NewMember {
  clientId: number;
  email: string;
  name?: string;
  owner: boolean;
  roles: RolesSpec;
  /** Set by the demo seed; an invited user has none ('') until they accept. */
  passwordHash?: string;
}

/** "maria.lopez@acme.com" → "Maria Lopez": a name until the user is given one. */
const nameFrom = (email: string) =>
  email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/**
 * Adds a user to a client with their roles, or — for an address already invited to the same client
 * and not yet signed in — gives them the roles again. An address of another client, or of a user who
 * already signed in, is refused naming it (docs/operations.md).
 */
export async function addMember(tx: Db, member: NewMember): Promise<{ userId: number; name: string; email: string }> {
  const email = member.email.trim().toLowerCase();
  if (!EMAIL.test(email))
    throw new AppError('INVALID_FIELD', { reason: `"${member.email}" is not an e-mail address.` }, { field: 'email' });
  const [known] = await tx.select().from(users).where(eq(users.email, email));
  if (known && (known.clientId !== member.clientId || known.passwordHash !== '')) {
    throw new AppError(
      'INVALID_FIELD',
      {
        reason:
          known.clientId !== member.clientId
            ? `${email} already belongs to another client's console.`
            : `${email} is already a member who signed in; change their roles instead.`,
      },
      { field: 'email' },
    );
  }
  const name = member.name?.trim() || known?.name || nameFrom(email);
  const user = known
    ? oneRow(await tx.update(users).set({ name, owner: member.owner }).where(eq(users.userId, known.userId)).returning(), 'update of users')
    : oneRow(
        await tx
          .insert(users)
          .values({ clientId: member.clientId, email, name, owner: member.owner, passwordHash: member.passwordHash ?? '' })
          .returning(),
        'insert into users',
      );
  await writeRoles(tx, member.clientId, user.userId, member.roles);
  return { userId: user.userId, name: user.name, email: user.email };
}

/** A user of this client, or 404 (another client's user is as unknown as a missing one). */
export async function memberOf(tx: Db, clientId: number, userId: number) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.clientId, clientId)));
  if (!user) throw new AppError('NOT_FOUND', { what: `User ${userId}` });
  return user;
}

/** Refuses a change that would leave the client without an active owner. */
async function keepAnOwner(tx: Db, clientId: number, userId: number): Promise<void> {
  // The owners are locked, so two owners taking each other's ownership at once cannot both succeed.
  await tx.execute(sql`SELECT user_id FROM users WHERE client_id = ${clientId} AND owner FOR UPDATE`);
  const { n } = oneRow(
    await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.clientId, clientId), eq(users.owner, true), isNull(users.disabledAt), ne(users.userId, userId))),
    'count of owners',
  );
  if (n === 0) throw new AppError('LAST_OWNER');
}

/** Changes a user's ownership and roles; they apply on the user's next request. Answers who it was. */
export async function updateMember(
  tx: Db,
  clientId: number,
  userId: number,
  change: { owner?: boolean; roles?: RolesSpec },
): Promise<{ userId: number; email: string }> {
  const user = await memberOf(tx, clientId, userId);
  if (change.owner === false && user.owner) await keepAnOwner(tx, clientId, userId);
  if (change.owner !== undefined) await tx.update(users).set({ owner: change.owner }).where(eq(users.userId, userId));
  if (change.roles) await writeRoles(tx, clientId, userId, change.roles);
  return user;
}

/** Disables a user (sessions and streams end, no sign-in) or enables them again. Answers who it was. */
export async function setMemberDisabled(
  tx: Db,
  clientId: number,
  userId: number,
  disabled: boolean,
): Promise<{ userId: number; email: string }> {
  const user = await memberOf(tx, clientId, userId);
  if (disabled && user.owner) await keepAnOwner(tx, clientId, userId);
  await tx
    .update(users)
    .set({ disabledAt: disabled ? new Date() : null })
    .where(eq(users.userId, userId));
  if (disabled) {
    await revokeAllSessions(tx, userId);
    await tx
      .update(invitations)
      .set({ usedAt: new Date() })
      .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
  }
  return user;
}

/** A user as the team API and the operator's `list` name them; `invited`: not signed in yet. */
export const memberState = (u: typeof users.$inferSelect) => ({
  user_id: u.userId,
  email: u.email,
  name: u.name,
  owner: u.owner,
  disabled: u.disabledAt !== null,
  invited: u.passwordHash === '',
});

/** The client's users with their ownership, state and roles (GET /api/cms/team). */
export async function teamOf(db: Db, clientId: number) {
  const people = await db.select().from(users).where(eq(users.clientId, clientId)).orderBy(asc(users.name), asc(users.userId));
  const roles = await readRoles(
    db,
    clientId,
    people.map((u) => u.userId),
  );
  return people.map((u) => ({ ...memberState(u), roles: roles.get(u.userId) ?? { websites: {}, client: {} } }));
}
