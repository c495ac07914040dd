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

interface SessionRow {
  user_id: number;
  client_id: number;
  email: string;
  name: string;
  last_seen_at: Date | string;
  website_roles: { website_id: number; area: Area; v: boolean; m: boolean; c: boolean; u: string }[] | null;
  client_roles: { area: Area; v: boolean; m: boolean; c: boolean }[] | null;
}

/**
 * Resolves a bearer or cookie token to its user and roles in one round trip (every request pays
 * for it), or null when unknown, revoked or expired.
 */
export async function resolveSession(db: Db, config: Config, token: string, via: AuthContext['via']): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await rows<SessionRow>(
    db,
    sql`SELECT u.user_id, u.client_id, u.email, u.name, s.last_seen_at,
          (SELECT json_agg(json_build_object('website_id', r.website_id, 'area', r.area, 'v', r.is_viewer, 'm', r.is_maker, 'c', r.is_checker, 'u', w.usecase_code))
             FROM website_roles r JOIN websites w ON w.website_id = r.website_id
            WHERE r.user_id = u.user_id AND w.client_id = u.client_id) AS website_roles,
          (SELECT json_agg(json_build_object('area', r.area, 'v', r.is_viewer, 'm', r.is_maker, 'c', r.is_checker))
             FROM client_roles r WHERE r.user_id = u.user_id AND r.client_id = u.client_id) AS client_roles
        FROM sessions s JOIN users u ON u.user_id = s.user_id
        WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()}::timestamptz`,
  );
  if (!row) return null;
  const idle = now.getTime() - new Date(row.last_seen_at).getTime();
  if (idle > config.sessionIdleMs) return null;
  if (idle > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
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
    userId: row.user_id,
    clientId: row.client_id,
    email: row.email,
    name: row.name,
    tokenHash,
    via,
    websiteRoles: websiteRoleMap,
    websiteUseCases,
    clientRoles: clientRoleMap,
  };
}
