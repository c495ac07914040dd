import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

/**
 * The baseline the list endpoint is held to (issue: "≥ 1.0 × a bare Fastify + pg handler"): Fastify
 * and pg with nothing else — no validation, headers, roles or logging — running the statements a
 * straightforward list handler runs (the session lookup, the page, the capped count, in parallel)
 * and shaping the rows in JavaScript, as ../shared/peers/api/raw.mjs does.
 */
const SESSION = `SELECT u.user_id, u.client_id FROM sessions s JOIN users u ON u.user_id = s.user_id
  WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2::timestamptz`;
const LIST = `SELECT record_id, client_id, website_id, live, draft, pending_action, version, created_at, updated_at FROM records
  WHERE kind = $1 AND client_id = $2 AND website_id = $3 ORDER BY created_at DESC, record_id DESC LIMIT $4 OFFSET $5`;
const COUNT =
  'SELECT count(*) AS total FROM (SELECT 1 FROM records WHERE kind = $1 AND client_id = $2 AND website_id = $3 LIMIT $4) AS capped';

interface Row {
  record_id: string;
  client_id: number;
  website_id: number;
  live: Record<string, unknown> | null;
  draft: Record<string, unknown> | null;
  pending_action: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export async function startBare(
  databaseUrl: string,
  path: string,
  kind: string,
  idField: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app: FastifyInstance = Fastify({ logger: false });
  app.get(path, async (req, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const hash = token && createHash('sha256').update(token).digest('hex');
    const user = hash ? (await pool.query(SESSION, [hash, new Date().toISOString()])).rows[0] : undefined;
    if (!user) return reply.code(401).send({ error: 'unauthorized' });
    const q = req.query as Record<string, string>;
    const page = Number(q.page ?? 1);
    const max = Number(q.max_results ?? 25);
    const scope = [kind, Number(q.client_id), Number(q.website_id)];
    const [list, count] = await Promise.all([
      pool.query<Row>(LIST, [...scope, max, (page - 1) * max]),
      pool.query(COUNT, [...scope, 10001]),
    ]);
    const data = list.rows.map((r) => ({
      ...(r.draft ?? r.live),
      [idField]: Number(r.record_id),
      client_id: r.client_id,
      website_id: r.website_id,
      version: r.version,
      status: r.pending_action ? 'pendingreview' : 'live',
      pending_action: r.pending_action,
      is_live: r.live !== null,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    }));
    return { data, meta: { page, max_results: max, total: Math.min(Number(count.rows[0]?.total ?? 0), 10000) } };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
