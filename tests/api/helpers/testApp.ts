import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { testConfig, type Config } from '../../../src/server/config';
import { connect, type Database } from '../../../src/server/db/connect';

/**
 * A fresh database per test file, copied from the run's seeded template (tests/globalSetup.ts):
 * in-memory PGlite by default, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (created from the template here, dropped in drop()).
 */
export async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void>; url?: string }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    return { database: await connect({ loadDataDir }), drop: async () => {} };
  }
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  const template = inject('pgTemplate');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await connect({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: base });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs in and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** app.inject with a bearer token. */
  as(token: string, opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const fresh = await freshDatabase();
  const config = testConfig(overrides);
  const app = await buildApp(config, { database: fresh.database });
  return {
    app,
    database: fresh.database,
    config,
    async login(email, password = 'demo-password') {
      const res = await app.inject({ method: 'POST', url: '/api/cms/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json<{ data: { token: string } }>().data.token;
    },
    as(token, opts) {
      return app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } });
    },
    async close() {
      await app.close();
      await fresh.database.close();
      await fresh.drop();
    },
  };
}
