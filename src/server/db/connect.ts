import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './dataDirLock';
import { APP_ROOT } from '../appRoot';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** 'pglite' for the embedded engine, 'postgres' for a server reached through DATABASE_URL. */
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (test templates, backups). */
  dump?: () => Promise<Blob>;
  /**
   * LISTEN on a channel: every NOTIFY from any connection (another API node included) calls
   * onPayload after its transaction commits. Resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface ConnectOptions {
  databaseUrl?: string;
  /** Folder for PGlite; undefined with no databaseUrl means in-memory (tests). */
  dataDir?: string;
  /** PGlite only: start from a dumped data folder (a seeded template) instead of an empty one. */
  loadDataDir?: Blob;
}

const migrationsFolder = join(APP_ROOT, 'src', 'server', 'db', 'migrations');

export async function connect(opts: ConnectOptions): Promise<Database> {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl);
  return connectPglite(opts.dataDir, opts.loadDataDir);
}

async function connectPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite allows one process per data folder; a second one would corrupt it.
    release = acquireDataDirLock(dataDir);
  }
  try {
    // One options object: PGlite reads its second argument only when the first is a folder name, so an
    // in-memory database given (undefined, options) silently lost them (and with them the test template).
    const client = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      dump: () => client.dumpDataDir('gzip'),
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function connectPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // PostgreSQL may end an idle connection (restart, failover, a dropped database): the pool replaces
  // it on the next query. Unhandled, pg's 'error' event would crash the whole process instead.
  pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection: ${err.message}`));
  const db = drizzlePg(pool, { schema });
  // Several instances may start together on one server: serialise their migrations.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock(727274)');
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    lockClient.release();
  }
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    async close() {
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a connection of its own, held open (a pooled one would be handed to queries). When
 * PostgreSQL drops it (restart, failover) it is opened again after a second, so a node keeps
 * hearing the others; notifications sent in between are lost, which is why listeners also re-read.
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  const open = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client.on('error', () => {
      if (current === client) current = undefined;
      void client.end().catch(() => {});
      if (!stopped) setTimeout(() => void open().catch(() => {}), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    current = client;
    // A message sent while reconnecting is gone: tell the listener to re-read.
    onPayload('');
  };
  await open();
  return async () => {
    stopped = true;
    await current?.end().catch(() => {});
  };
}

/** PostgreSQL's type ids of `timestamp with time zone` and `timestamp`. */
const TIMESTAMP_TYPES = new Set([1184, 1114]);

/**
 * A timestamp column's text as RFC 3339 (docs/api.md): drizzle hands raw queries PostgreSQL's own
 * text ("2026-11-27 05:03:13.756+00") on both drivers, which browsers and clients cannot all parse.
 */
export function rfc3339(value: unknown): unknown {
  if (typeof value !== 'string' && !(value instanceof Date)) return value;
  // "+00" → "+00:00"; a timestamp without a zone is UTC (the server's columns are all UTC).
  let text: string | Date = value;
  if (typeof value === 'string') {
    text = value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
    if (!/(Z|[+-]\d\d:?\d\d)$/.test(text)) text += 'Z';
  }
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

interface RawResult<T> {
  rows: T[];
  fields?: { name: string; dataTypeID: number }[];
}

/** Rows of a raw query, whichever driver answered, with every timestamp column in RFC 3339. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const executed: unknown = await db.execute(query);
  const result = executed as RawResult<T>;
  const stamps = (result.fields ?? []).filter((f) => TIMESTAMP_TYPES.has(f.dataTypeID)).map((f) => f.name);
  if (stamps.length === 0) return result.rows;
  return result.rows.map((row) => {
    const out = { ...row } as Record<string, unknown>;
    for (const name of stamps) if (out[name] !== null && out[name] !== undefined) out[name] = rfc3339(out[name]);
    return out as T;
  });
}
