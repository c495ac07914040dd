import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { connect, rows } from '../../../src/server/db/connect';
import { first } from '../../helpers/first';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A connection PostgreSQL terminates while idle must not crash the server: the pool replaces it. */
describe.runIf(await canConnect())('PostgreSQL pool', () => {
  it('survives an idle connection being terminated, and answers the next query', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const database = await connect({ databaseUrl: url });
    try {
      // The pool's own connection, now idle, is ended from outside as a restart or failover would.
      const { pid } = first(await rows<{ pid: number }>(database.db, sql`SELECT pg_backend_pid() AS pid`));
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((r) => setTimeout(r, 200));
      await expect(database.db.execute('SELECT 1')).resolves.toBeDefined();
    } finally {
      await database.close();
      warn.mockRestore();
    }
  });
});

async function canConnect(): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
