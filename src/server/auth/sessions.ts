import { and, eq, isNull, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import { sessions } from '../db/schema';
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

interface UserRow {
  user_id: number;
  client_id: number;
  email: string;
  name: string;
  owner: boolean;
  website_roles: { website_id: number; area: Area; v: boolean; m: boolean; c: boolean; u: string }[] | null;
  client_roles: { area: Area; v: boolean; m: boolean; c: boolean }[] | null;
}

interface SessionRow extends UserRow {
  last_seen_at: Date | string;
}

/** A user's name and roles on their own client's websites and areas, as columns of a query on `users u`. */
const USER_COLUMNS = sql`u.user_id, u.client_id, u.email, u.name, u.owner,
  (SELECT json_agg(json_build_object('website_id', r.website_id, 'area', r.area, 'v', r.is_viewer, 'm', r.is_maker, 'c', r.is_checker, 'u', w.usecase_code))
     FROM website_roles r JOIN websites w ON w.website_id = r.website_id
    WHERE r.user_id = u.user_id AND w.client_id = u.client_id) AS website_roles,
  (SELECT json_agg(json_build_object('area', r.area, 'v', r.is_viewer, 'm', r.is_maker, 'c', r.is_checker))
     FROM client_roles r WHERE r.user_id = u.user_id AND r.client_id = u.client_id) AS client_roles`;

/** The user and their client are not disabled: a disabled one's sessions stop on their next request. */
const ACTIVE = sql`u.disabled_at IS NULL AND NOT EXISTS (SELECT 1 FROM clients c WHERE c.client_id = u.client_id AND c.disabled_at IS NOT NULL)`;

function authContext(row: UserRow, tokenHash: string, via: AuthContext['via']): AuthContext {
  const websiteRoleMap = new Map<number, Partial<Record<Area, RoleFlags>>>();
  const websiteUseCases = new Map<number, string>();
  for (const r of row.website_roles ?? []) {
    websiteUseCases.set(r.website_id, r.u);
    const entry = websiteRoleMap.get(r.website_id) ?? {};
    entry[r.area] = { isViewer: r.v, isMaker: r.m, isChecker: r.c };
    websiteRoleMap.set(r.website_id, entry);
  }
  const clientRoleMap: Partial<Record<Area, RoleFlags>> = {};
  for (const r of row.client_roles ?? []) clientRoleMap[r.area] = { isViewer: r.v, isMaker: r.m, isChecker: r.c };
  return {
    userId: Number(row.user_id),
    clientId: Number(row.client_id),
    email: row.email,
    name: row.name,
    owner: row.owner === true,
    tokenHash,
    via,
    websiteRoles: websiteRoleMap,
    websiteUseCases,
    clientRoles: clientRoleMap,
  };
}

/** A user's roles as they stand now, without a session: a scheduled publish acts with its scheduler's. */
export async function userAuth(db: Db, userId: number): Promise<AuthContext | null> {
  const [row] = await rows<UserRow>(db, sql`SELECT ${USER_COLUMNS} FROM users u WHERE u.user_id = ${userId} AND ${ACTIVE}`);
  return row ? authContext(row, '', 'system') : null;
}

/**
 * Resolves a bearer or cookie token to its user and roles in one round trip (every request pays
 * for it), or null when unknown, revoked or expired. `touch: false` leaves the idle clock alone (an
 * event stream checking that its session still stands is not the user doing something).
 */
export async function resolveSession(
  db: Db,
  config: Config,
  token: string,
  via: AuthContext['via'],
  { touch = true, hashed = false }: { touch?: boolean; hashed?: boolean } = {},
): Promise<AuthContext | null> {
  const tokenHash = hashed ? token : hashToken(token);
  const now = new Date();
  const [row] = await rows<SessionRow>(
    db,
    sql`SELECT ${USER_COLUMNS}, s.last_seen_at
        FROM sessions s JOIN users u ON u.user_id = s.user_id
        WHERE ${ACTIVE} AND s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()}::timestamptz`,
  );
  if (!row) return null;
  const idle = now.getTime() - new Date(row.last_seen_at).getTime();
  if (idle > config.sessionIdleMs) return null;
  if (touch && idle > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return authContext(row, tokenHash, via);
}

/**
 * The sessions among `tokenHashes` that still stand (not revoked, expired or idle too long), each
 * with its user's roles as they are now — in one statement, for the event streams' periodic check.
 */
export async function liveSessions(db: Db, config: Config, tokenHashes: string[]): Promise<Map<string, AuthContext>> {
  const live = new Map<string, AuthContext>();
  if (tokenHashes.length === 0) return live;
  const now = Date.now();
  const found = await rows<SessionRow & { token_hash: string }>(
    db,
    sql`SELECT ${USER_COLUMNS}, s.last_seen_at, s.token_hash
        FROM sessions s JOIN users u ON u.user_id = s.user_id
        WHERE ${ACTIVE} AND s.token_hash = ANY(${`{${tokenHashes.map((h) => `"${h.replace(/[^0-9a-f]/gi, '')}"`).join(',')}}`}::text[])
          AND s.revoked_at IS NULL AND s.expires_at > now()`,
  );
  for (const row of found) {
    if (now - new Date(row.last_seen_at).getTime() > config.sessionIdleMs) continue;
    live.set(row.token_hash, authContext(row, row.token_hash, 'cookie'));
  }
  return live;
}
