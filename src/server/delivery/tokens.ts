import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { rows, type Db } from '../db/connect';
import { oneRow } from '../db/oneRow';
import { hashToken } from '../auth/tokens';
import type { AccessToken } from '../../shared/websiteAccess';

/** What a delivery request may read, resolved from its token in one query (src/server/delivery/routes.ts). */
export interface DeliveryAccess {
  tokenId: number;
  clientId: number;
  websiteId: number;
  useCase: string;
  origins: string[];
  /** The revisions of the website's content and of the client-wide content (delivery_revisions). */
  revisions: string;
  /** last_used_at is older than a minute: worth writing again. */
  staleUse: boolean;
}

/** `wct_` names the token for secret scanners; 256 random bits after it. */
const newWebsiteToken = () => `wct_${randomBytes(32).toString('base64url')}`;
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/** The website, if it belongs to the client; else 404 naming it, as for any record of another client. */
export async function requireOwnWebsite(db: Db, clientId: number, websiteId: number): Promise<void> {
  const [found] = await rows(db, sql`SELECT 1 FROM websites WHERE website_id = ${websiteId} AND client_id = ${clientId}`);
  if (!found) throw new AppError('NOT_FOUND', { what: `Website ${websiteId}` });
}

/** Origins as a browser sends them (scheme, host, port; no path), lower-cased; anything else is refused, naming it. */
export function checkOrigins(origins: readonly string[]): string[] {
  return [
    ...new Set(
      origins.map((raw) => {
        const origin = raw.trim().toLowerCase().replace(/\/$/, '');
        if (!ORIGIN.test(origin)) {
          throw new AppError(
            'INVALID_FIELD',
            { reason: `${JSON.stringify(raw)} is not an origin such as https://www.example.com (scheme, host and port only).` },
            { field: 'origins' },
          );
        }
        return origin;
      }),
    ),
  ];
}

export async function createToken(
  db: Db,
  input: { clientId: number; websiteId: number; userId: number; name: string; expiresAt?: Date; origins: string[] },
): Promise<{ id: number; token: string }> {
  const name = input.name.trim();
  if (name === '') throw new AppError('MISSING_FIELD', { field: 'name' }, { field: 'name' });
  if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) {
    throw new AppError('INVALID_FIELD', { reason: 'expires_at must be in the future.' }, { field: 'expires_at' });
  }
  const token = newWebsiteToken();
  const origins = checkOrigins(input.origins);
  const row = oneRow(
    await rows<{ id: number }>(
      db,
      sql`INSERT INTO website_tokens (client_id, website_id, name, token_hash, origins, expires_at, created_by)
          VALUES (${input.clientId}, ${input.websiteId}, ${name}, ${hashToken(token)},
                  ${`{${origins.map((o) => `"${o}"`).join(',')}}`}::text[], ${input.expiresAt ?? null}, ${input.userId})
          RETURNING token_id AS id`,
    ),
    'insert into website_tokens',
  );
  return { id: row.id, token };
}

export function listTokens(db: Db, clientId: number, websiteId: number): Promise<AccessToken[]> {
  return rows<AccessToken>(
    db,
    sql`SELECT t.token_id AS id, t.name, t.origins, t.expires_at, t.created_at, t.last_used_at, u.name AS created_by
        FROM website_tokens t LEFT JOIN users u ON u.user_id = t.created_by
        WHERE t.client_id = ${clientId} AND t.website_id = ${websiteId} AND t.revoked_at IS NULL
        ORDER BY t.token_id DESC`,
  );
}

/** Revokes the token; the next request with it, on any node, is refused (every request reads the table). */
export async function revokeToken(db: Db, clientId: number, websiteId: number, tokenId: number): Promise<{ name: string }> {
  const [row] = await rows<{ name: string }>(
    db,
    sql`UPDATE website_tokens SET revoked_at = now()
        WHERE token_id = ${tokenId} AND client_id = ${clientId} AND website_id = ${websiteId} AND revoked_at IS NULL
        RETURNING name`,
  );
  if (!row) throw new AppError('NOT_FOUND', { what: `API token ${tokenId}` });
  return row;
}

/**
 * The access a token gives, with the revisions its answers are cached under, in one query: no cache
 * in between, so a revoked or expired token — or a disabled client — is refused on its next request.
 */
export async function resolveToken(db: Db, token: string): Promise<DeliveryAccess | undefined> {
  const [row] = await rows<{
    token_id: number;
    client_id: number;
    website_id: number;
    usecase_code: string;
    origins: string[];
    revisions: string;
    stale_use: boolean;
  }>(
    db,
    sql`SELECT t.token_id, t.client_id, t.website_id, w.usecase_code, t.origins,
          COALESCE((SELECT revision FROM delivery_revisions r WHERE r.client_id = t.client_id AND r.website_id = t.website_id), 0)
            || '.' || COALESCE((SELECT revision FROM delivery_revisions r WHERE r.client_id = t.client_id AND r.website_id = 0), 0) AS revisions,
          (t.last_used_at IS NULL OR t.last_used_at < now() - interval '1 minute') AS stale_use
        FROM website_tokens t
        JOIN websites w ON w.website_id = t.website_id
        JOIN clients c ON c.client_id = t.client_id
        WHERE t.token_hash = ${hashToken(token)} AND t.revoked_at IS NULL
          AND (t.expires_at IS NULL OR t.expires_at > now()) AND c.disabled_at IS NULL`,
  );
  if (!row) return undefined;
  return {
    tokenId: row.token_id,
    clientId: row.client_id,
    websiteId: row.website_id,
    useCase: row.usecase_code,
    origins: row.origins,
    revisions: row.revisions,
    staleUse: row.stale_use,
  };
}

/** Last use, written at most once a minute per token so reads do not each write. */
export async function touchToken(db: Db, tokenId: number): Promise<void> {
  await db.execute(sql`UPDATE website_tokens SET last_used_at = now() WHERE token_id = ${tokenId}`);
}
