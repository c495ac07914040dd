import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { clientRoles, sessions, users, websiteRoles, websites } from '../db/schema';
import type { Config } from '../config';
import type { Area, AuthContext, RoleFlags } from '../types';
import { hashToken, newToken } from './tokens';

// Writing last_seen_at on every request would make each read a write; a minute's slack is harmless.
const TOUCH_EVERY_MS = 60_000;

export async function createSession(db: Db, config: Config, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + config.sessionAbsoluteMs),
  });
  return token;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Resolves a bearer or cookie token to its user and roles, or null when unknown, revoked or expired. */
export async function resolveSession(
  db: Db,
  config: Config,
  token: string,
  via: AuthContext['via'],
): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({
      userId: users.userId,
      clientId: users.clientId,
      email: users.email,
      name: users.name,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > config.sessionIdleMs) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  const roles = await loadRoles(db, row.userId, row.clientId);
  return { ...row, tokenHash, via, ...roles };
}

export async function loadRoles(
  db: Db,
  userId: number,
  clientId: number,
): Promise<Pick<AuthContext, 'websiteRoles' | 'clientRoles'>> {
  const [siteRows, clientRows] = await Promise.all([
    db
      .select()
      .from(websiteRoles)
      .innerJoin(websites, eq(websites.websiteId, websiteRoles.websiteId))
      // A role row on another client's website grants nothing.
      .where(and(eq(websiteRoles.userId, userId), eq(websites.clientId, clientId))),
    db
      .select()
      .from(clientRoles)
      .where(and(eq(clientRoles.userId, userId), eq(clientRoles.clientId, clientId))),
  ]);
  const websiteRoleMap = new Map<number, Partial<Record<Area, RoleFlags>>>();
  for (const { website_roles: r } of siteRows) {
    const entry = websiteRoleMap.get(r.websiteId) ?? {};
    entry[r.area as Area] = { isViewer: r.isViewer, isMaker: r.isMaker, isChecker: r.isChecker };
    websiteRoleMap.set(r.websiteId, entry);
  }
  const clientRoleMap: Partial<Record<Area, RoleFlags>> = {};
  for (const r of clientRows) {
    clientRoleMap[r.area as Area] = { isViewer: r.isViewer, isMaker: r.isMaker, isChecker: r.isChecker };
  }
  return { websiteRoles: websiteRoleMap, clientRoles: clientRoleMap };
}
