import { randomBytes } from 'node:crypto';
import { writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { connect } from '../src/server/db/connect';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated and seeded PGlite data folder every API test file starts from. */
    pgliteTemplate: string;
    /** The same, as a PostgreSQL template database, when TEST_DATABASE_URL is set. */
    pgTemplate: string;
  }
}

/**
 * Migrating and seeding (scrypt hashes, demo content) once per run instead of once per test
 * file: each file then copies the template, which is what "a fresh database per file" costs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `console_tpl_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await connect({ databaseUrl: url.toString() });
    const app = await buildApp(testConfig(), { database });
    await app.close();
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      const again = new pg.Client({ connectionString: base });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  }
  const database = await connect({});
  const app = await buildApp(testConfig(), { database });
  await app.close();
  const blob = await database.dump!();
  await database.close();
  const file = join(tmpdir(), `console-template-${process.pid}-${randomBytes(4).toString('hex')}.tar.gz`);
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return async () => rmSync(file, { force: true });
}
