import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database, Db } from '../src/server/db/connect';
import { hashToken } from '../src/server/auth/tokens';
import { deliveryList } from '../src/server/delivery/deliveryQuery';
import { resolveToken } from '../src/server/delivery/tokens';
import { COUNT_CAP } from '../src/server/resources/listPage';
import type { Declaration, Registry } from '../src/shared/registry';

/**
 * The baseline the delivery list is held to (issue: "≥ 1.0 × raw Fastify + pg running the same
 * SQL"): Fastify and the driver with nothing else — no validation, hooks, answer cache, ETag or
 * logging — running, one after the other as the delivery route does, the very statements the route
 * runs: the token lookup of src/server/delivery/tokens.ts and the page + capped count of
 * src/server/delivery/deliveryQuery.ts. The statements are not copied by hand: they are rendered
 * from those functions with drizzle's dialect (a database that records instead of running), so the
 * SQL text is the route's own and cannot drift from it. PostgreSQL: its own pool of 10, as the
 * app's. PGlite: the app's own PGlite, as a raw handler in that process could only use that one.
 */
interface Statement {
  sql: string;
  params: unknown[];
}

const dialect = new PgDialect();

/** The statements a function runs, rendered as the driver receives them, without running them. */
async function statementsOf(run: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const recorder = {
    execute: async (query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      seen.push({ sql: text, params });
      return { rows: [], fields: [] };
    },
  } as unknown as Db;
  await run(recorder);
  return seen;
}

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export async function startRawDelivery(opts: {
  database: Database;
  databaseUrl?: string;
  registry: Registry;
  decl: Declaration;
  path: string;
}): Promise<{ url: string; close(): Promise<void> }> {
  const { decl, registry } = opts;
  // The token statement, with the hash as its only parameter.
  const probe = 'wct_probe';
  const [tokenStatement] = await statementsOf((db) => resolveToken(db, probe));
  if (!tokenStatement || tokenStatement.params.length !== 1 || tokenStatement.params[0] !== hashToken(probe)) {
    throw new Error('bench/deliveryRaw.ts: the token lookup is no longer one statement with the hash as its only parameter');
  }
  // The list statement per scope and page, rendered once each (a raw handler would hold its text as a constant).
  const lists = new Map<string, Statement>();
  const listOf = async (clientId: number, websiteId: number, page: number, maxResults: number): Promise<Statement> => {
    const key = `${clientId}|${websiteId}|${page}|${maxResults}`;
    let found = lists.get(key);
    if (!found) {
      const statements = await statementsOf((db) =>
        deliveryList(db, registry, decl, { clientId, websiteId }, { page, max_results: maxResults }),
      );
      if (statements.length !== 1) throw new Error(`bench/deliveryRaw.ts: the delivery list now runs ${statements.length} statements`);
      found = statements[0]!;
      lists.set(key, found);
    }
    return found;
  };

  let query: Query;
  let end: () => Promise<void>;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    query = async (text, params) => (await pool.query(text, params)).rows as Record<string, unknown>[];
    end = async () => {
      // Its backends' table statistics flushed before they go, so bench/delivery.ts's records counter is settled.
      await Promise.all(Array.from({ length: 10 }, () => pool.query('SELECT pg_stat_force_next_flush(), pg_sleep(0.05)')));
      await pool.end();
    };
  } else {
    // drizzle's $client: the PGlite the app's Database was opened on.
    const client = (opts.database.db as unknown as { $client: PGlite }).$client;
    query = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
    end = async () => {};
  }

  const app: FastifyInstance = Fastify({ logger: false });
  app.get(opts.path, async (req, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const found = token ? (await query(tokenStatement.sql, [hashToken(token)]))[0] : undefined;
    if (!found) return reply.code(401).send({ error: 'unauthorized' });
    const q = req.query as Record<string, string>;
    const page = Number(q.page ?? 1);
    const maxResults = Number(q.max_results ?? 25);
    const list = await listOf(Number(found.client_id), Number(found.website_id), page, maxResults);
    const [row] = await query(list.sql, list.params);
    const counted = Number(row?.total ?? 0);
    return {
      data: row?.json ?? [],
      meta: { page, max_results: maxResults, total: Math.min(counted, COUNT_CAP), ...(counted > COUNT_CAP ? { total_capped: true } : {}) },
    };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      await end();
    },
  };
}
