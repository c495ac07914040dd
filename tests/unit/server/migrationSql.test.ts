import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { MigrationStep } from '../../../src/shared/migrationPlan';
import { refusedSql, stepSql } from '../../../src/server/db/migrationSql';

/** Each migration step on one stored document, run by PostgreSQL itself (PGlite), as the server runs it at start. */
const db = new PGlite();
const dialect = new PgDialect();
afterAll(() => db.close());

async function value<T>(expression: ReturnType<typeof sql>): Promise<T> {
  const query = dialect.sqlToQuery(sql`SELECT ${expression} AS v`);
  return (await db.query<{ v: T }>(query.sql, query.params)).rows[0]!.v;
}

/** What a step makes of a document, and whether it refuses it (asked first, as the server does: a refused document is never converted). */
async function run(step: MigrationStep, doc: unknown): Promise<{ after: unknown; refused: boolean }> {
  const input = sql`${JSON.stringify(doc)}::jsonb`;
  const refusing = refusedSql(step, input);
  const refused = refusing ? (await value<boolean | null>(refusing)) === true : false;
  return { after: refused ? undefined : await value(stepSql(step, input)), refused };
}

describe('a migration step on a stored document', () => {
  it.each<[string, MigrationStep, unknown, unknown]>([
    ['a rename moves the value to the new name', { op: 'rename', from: 'a', to: 'b' }, { a: 1, c: 2 }, { b: 1, c: 2 }],
    ['a rename never overwrites a value the new name holds', { op: 'rename', from: 'a', to: 'b' }, { a: 1, b: 2 }, { a: 1, b: 2 }],
    ['a rename leaves a document without the old name as it is', { op: 'rename', from: 'a', to: 'b' }, { c: 2 }, { c: 2 }],
    ['a drop removes the field', { op: 'drop', field: 'a' }, { a: 1, c: 2 }, { c: 2 }],
    ['a default fills a missing field', { op: 'default', field: 'a', value: 'x' }, { c: 2 }, { c: 2, a: 'x' }],
    ['a default leaves a value there', { op: 'default', field: 'a', value: 'x' }, { a: 'y' }, { a: 'y' }],
    ['toString turns a number into text', { op: 'convert', field: 'a', how: 'toString' }, { a: 42 }, { a: '42' }],
    ['toString turns a flag into text', { op: 'convert', field: 'a', how: 'toString' }, { a: true }, { a: 'true' }],
    ['toNumber turns numeric text into a number', { op: 'convert', field: 'a', how: 'toNumber' }, { a: '12.5' }, { a: 12.5 }],
    ['toNumber leaves an empty text out', { op: 'convert', field: 'a', how: 'toNumber' }, { a: '', c: 1 }, { c: 1 }],
    ['toList makes a single value a one-item list', { op: 'convert', field: 'a', how: 'toList' }, { a: 'x' }, { a: ['x'] }],
    ['toList leaves a list as it is', { op: 'convert', field: 'a', how: 'toList' }, { a: ['x'] }, { a: ['x'] }],
    [
      'a map turns an old value into its new one',
      { op: 'convert', field: 'a', how: { map: { huge: 'large' } } },
      { a: 'huge' },
      { a: 'large' },
    ],
    ['a map to null empties the field', { op: 'convert', field: 'a', how: { map: { huge: null } } }, { a: 'huge' }, { a: null }],
    [
      'a map leaves other values as they are',
      { op: 'convert', field: 'a', how: { map: { huge: 'large' } } },
      { a: 'small' },
      { a: 'small' },
    ],
  ])('%s', async (_what, step, before, after) => {
    const once = await run(step, before);
    expect(once.after).toEqual(after);
    expect(once.refused).toBe(false);
    // Applying a step again changes nothing more.
    expect((await run(step, once.after)).after).toEqual(after);
  });

  it.each<[string, MigrationStep, unknown]>([
    ['toNumber refuses a text that is no number', { op: 'convert', field: 'a', how: 'toNumber' }, { a: '12 apples' }],
    [
      'a map refuses a value neither mapped nor allowed by the new enumeration',
      { op: 'convert', field: 'a', how: { map: { huge: 'large' } }, allowed: ['small', 'large'] },
      { a: 'medium' },
    ],
  ])('%s', async (_what, step, doc) => {
    expect((await run(step, doc)).refused).toBe(true);
  });
});
