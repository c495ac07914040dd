import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { connect, rows, type Database } from '../../src/server/db/connect';
import { SCHEMAS_DIR } from '../../src/server/declarations';
import type { Declaration } from '../../src/shared/registry';
import { freshDatabase } from './helpers/testApp';
import {
  COPIES,
  base,
  changed,
  decl,
  elsewhere,
  fill,
  nonEmpty,
  number,
  renamed,
  schemasWith,
  start,
  text,
  type Json,
} from './helpers/carry';
import { runAdmin } from '../../src/server/admin/runAdmin';
import { createMailer } from '../../src/server/mail/mailer';

/**
 * A changed declaration loses nothing (docs/declarations.md, Changing a declaration): at start the
 * server carries each kind's stored documents — live copies, drafts, pending blocks, history —
 * across a declared rename, conversion, new required field with a default, narrowed enumeration
 * or deliberate drop, once, under a lock; a document it cannot carry stops the start, naming it.
 * Thousands of records per kind, on PGlite and, under npm run test:pg, on PostgreSQL.
 */
const applied = async (database: Database) =>
  rows<{ hash: string; counts: Record<string, number> }>(
    database.db,
    sql`SELECT hash, counts FROM declaration_migrations WHERE kind = ${decl.kind}`,
  );

describe(`a changed declaration (${decl.kind}: ${text} → ${renamed}, ${number} → text, a new required field)`, () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let dir: string;
  beforeAll(async () => {
    fresh = await freshDatabase();
    await (await start(fresh.database)).close();
    await fill(fresh.database);
    dir = schemasWith(changed);
  }, 120_000);
  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await fresh.database.close();
    await fresh.drop();
  });

  it('carries every value across at start, and lists and search still find them', async () => {
    const before = {
      text: await nonEmpty(fresh.database, text),
      number: await nonEmpty(fresh.database, number),
      elsewhere: await elsewhere(fresh.database, text),
    };
    expect(before.text).toBeGreaterThan(COPIES);
    expect(before.elsewhere).toBeGreaterThan(COPIES / 3);
    const stamps = sql`SELECT md5(string_agg(published_at::text, ',' ORDER BY record_id)) AS v FROM records WHERE kind = ${decl.kind}`;
    const revision = sql`SELECT revision::text AS v FROM delivery_revisions WHERE client_id = 1 AND website_id = 1`;
    const [publishedBefore] = await rows<{ v: string }>(fresh.database.db, stamps);
    const [revisionBefore] = await rows<{ v: string }>(fresh.database.db, revision);
    const app = await start(fresh.database, dir);
    try {
      expect(await nonEmpty(fresh.database, renamed)).toBe(before.text);
      // Pending changes and history read in the new shape too.
      expect(await elsewhere(fresh.database, renamed)).toBe(before.elsewhere);
      expect(await elsewhere(fresh.database, text)).toBe(0);
      expect(await nonEmpty(fresh.database, text)).toBe(0);
      expect(await nonEmpty(fresh.database, number)).toBe(before.number);
      // Reshaped, not published: publish times stay; websites' cached answers go (the revision moved).
      expect((await rows<{ v: string }>(fresh.database.db, stamps))[0]!.v).toBe(publishedBefore!.v);
      expect((await rows<{ v: string }>(fresh.database.db, revision))[0]!.v).not.toBe(revisionBefore!.v);
      const [types] = await rows<{ kinds: string[] }>(
        fresh.database.db,
        sql`SELECT array_agg(DISTINCT jsonb_typeof(live -> ${number})) AS kinds FROM records WHERE kind = ${decl.kind} AND live ? ${number}`,
      );
      expect(types!.kinds).toEqual(['string']);
      const missing = await rows(
        fresh.database.db,
        sql`SELECT 1 FROM records WHERE kind = ${decl.kind} AND live IS NOT NULL AND NOT live ? 'carried_note'`,
      );
      expect(missing).toHaveLength(0);

      const login = await app.inject({
        method: 'POST',
        url: '/api/cms/auth/login',
        payload: { email: 'owner@example.com', password: 'demo-password' },
      });
      const token = login.json().data.token as string;
      const list = app.registry.endpointsOf(decl.kind).list!;
      const found = await app.inject({
        method: 'GET',
        url: `${list.path}?client_id=1&website_id=1&search=Carried%20org%201234&mode=VIEW`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(found.statusCode, found.body).toBe(200);
      expect((found.json().data as Json[]).map((r) => r[renamed])).toContain('Carried org 1234');
      // Sorted by the renamed field (on its new sort index), both ways.
      for (const order of ['asc', 'desc'] as const) {
        const sorted = await app.inject({
          method: 'GET',
          url: `${list.path}?client_id=1&website_id=1&search=Carried%20org%20123&mode=VIEW&sort=${renamed}&order=${order}&max_results=20`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(sorted.statusCode, sorted.body).toBe(200);
        const names = (sorted.json().data as Json[]).map((r) => String(r[renamed]));
        expect(names.length).toBeGreaterThanOrEqual(5);
        const expected = [...names].sort();
        expect(names).toEqual(order === 'asc' ? expected : expected.reverse());
      }
      // History reads each carried record's old version in the new shape.
      const [drafted] = await rows<{ id: number }>(
        fresh.database.db,
        sql`SELECT record_id::int AS id FROM records WHERE kind = ${decl.kind} AND pending_action = 'UPDATE' ORDER BY record_id LIMIT 1`,
      );
      const history = await app.inject({
        method: 'GET',
        url: `/api/cms/vcs/history?client_id=1&website_id=1&kind=${decl.kind}&id=${drafted!.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(history.statusCode, history.body).toBe(200);
      expect(JSON.stringify(history.json().data)).toContain(renamed);
      const [plan] = await applied(fresh.database);
      expect(Object.values(plan!.counts).some((n) => n >= COPIES)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('applies nothing twice: a second start leaves the records and the record of it as they were', async () => {
    const [once] = await rows<{ v: string }>(
      fresh.database.db,
      sql`SELECT md5(string_agg(live::text, ',' ORDER BY record_id)) AS v FROM records WHERE kind = ${decl.kind}`,
    );
    await (await start(fresh.database, dir)).close();
    const [twice] = await rows<{ v: string }>(
      fresh.database.db,
      sql`SELECT md5(string_agg(live::text, ',' ORDER BY record_id)) AS v FROM records WHERE kind = ${decl.kind}`,
    );
    expect(twice!.v).toBe(once!.v);
    expect(await applied(fresh.database)).toHaveLength(1);
  });
});

describe('a change that cannot be carried', () => {
  it('stops the start naming the kind, the record and the field, and changes nothing', async () => {
    const fresh = await freshDatabase();
    await (await start(fresh.database)).close();
    await fill(fresh.database);
    const dir = schemasWith((d) => {
      const schema = d.schema as { properties: Record<string, Json> };
      schema.properties[text] = { type: 'number', title: 'Now a number', 'x-convert': 'toNumber' };
    });
    try {
      const before = await nonEmpty(fresh.database, text);
      await expect(start(fresh.database, dir)).rejects.toThrow(new RegExp(`${decl.kind}.*record \\d+.*field ${text}`));
      expect(await nonEmpty(fresh.database, text)).toBe(before);
      expect(await applied(fresh.database)).toHaveLength(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await fresh.database.close();
      await fresh.drop();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two nodes starting together on one PostgreSQL', () => {
  it('apply the migration once', async () => {
    const fresh = await freshDatabase();
    await (await start(fresh.database)).close();
    await fill(fresh.database);
    const dir = schemasWith(changed);
    const second = await connect({ databaseUrl: fresh.url });
    try {
      const before = await nonEmpty(fresh.database, text);
      const apps = await Promise.all([start(fresh.database, dir), start(second, dir)]);
      await Promise.all(apps.map((a) => a.close()));
      expect(await applied(fresh.database)).toHaveLength(1);
      expect(await nonEmpty(fresh.database, renamed)).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await second.close();
      await fresh.database.close();
      await fresh.drop();
    }
  });
});

describe('stored data that no longer fits its declaration', () => {
  it('is reported by data:check — kind, field, rule, count and records — and summed up in the start log', async () => {
    const fresh = await freshDatabase();
    await (await start(fresh.database)).close();
    await fill(fresh.database);
    // Narrowed without a migration (the check would refuse it in CI; an operator may still deploy it).
    const dir = schemasWith((d) => {
      const schema = d.schema as { properties: Record<string, Json> };
      schema.properties[text] = { ...schema.properties[text], maxLength: 8 };
    });
    const lines: string[] = [];
    const config = testConfig({ schemasDir: dir, logLevel: 'info' });
    const app = await buildApp(config, { database: fresh.database, logStream: { write: (line) => lines.push(line) } });
    try {
      const quiet = { info: () => undefined, error: () => undefined };
      const ctx = async () => ({ db: fresh.database.db, config, mailer: createMailer(fresh.database.db, quiet) });
      const result = await runAdmin(['data:check'], ctx);
      expect(result.code).toBe(1);
      const line = result.stdout.split('\n').find((l) => l.startsWith(`${decl.kind}  ${text}`));
      expect(line, result.stdout).toMatch(/at most 8/);
      expect(line).toMatch(/\d+ copies {2}records \d+/);
      await expect.poll(() => lines.some((l) => l.includes('stored data:') && l.includes('do not fit')), { timeout: 20_000 }).toBe(true);
      // Nothing was dropped: every stored value is still there.
      expect(await nonEmpty(fresh.database, text)).toBeGreaterThan(COPIES);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
      await fresh.database.close();
      await fresh.drop();
    }
  });

  it('finds nothing to report on the demo data', async () => {
    const fresh = await freshDatabase();
    const config = testConfig();
    const quiet = { info: () => undefined, error: () => undefined };
    try {
      const result = await runAdmin(['data:check'], async () => ({
        db: fresh.database.db,
        config,
        mailer: createMailer(fresh.database.db, quiet),
      }));
      expect(result, result.stdout).toMatchObject({ code: 0 });
      expect(result.stdout).toMatch(/every one fits its declaration/);
    } finally {
      await fresh.database.close();
      await fresh.drop();
    }
  });
});

/** A website kind of the EDU site with an optional text enumeration of at least two values, and another optional field to drop. */
function enumKind(): { kind: Declaration; field: string; values: string[]; drop: string } {
  for (const kind of base.all()) {
    if (kind.scope !== 'website' || kind.singleton || kind.parent || kind.list?.exclude) continue;
    if (kind.useCases !== 'ALL' && !kind.useCases.includes('EDU')) continue;
    const required = new Set(kind.schema.required ?? []);
    const listed = new Set([...(kind.list?.columns ?? []), ...(kind.list?.search ?? []), kind.list?.sort, kind.display]);
    const props = Object.entries(kind.schema.properties);
    const found = props.find(([, f]) => f.type === 'string' && (f.enum?.length ?? 0) >= 2);
    const drop = props.find(([n, f]) => !required.has(n) && !listed.has(n) && !f.readOnly && !f['x-ref'] && n !== found?.[0]);
    if (found && drop) return { kind, field: found[0], values: found[1].enum as string[], drop: drop[0] };
  }
  throw new Error('no kind with an enumeration and a field to drop');
}

describe('a narrowed enumeration carried by a map, and a field dropped deliberately', () => {
  it('maps every stored old value to its new one and drops the field, counting every value', async () => {
    const { kind, field, values, drop } = enumKind();
    const [gone, kept] = values as [string, string];
    const fresh = await freshDatabase();
    await (await start(fresh.database)).close();
    await fresh.database.db.execute(sql`
      INSERT INTO records (kind, record_id, client_id, website_id, live, version)
      SELECT r.kind, nextval('record_id_seq'), r.client_id, r.website_id,
        jsonb_set(jsonb_set(r.live, ${`{${field}}`}::text[], to_jsonb(CASE WHEN i % 2 = 0 THEN ${gone}::text ELSE ${kept}::text END)),
                  ${`{${drop}}`}::text[], to_jsonb('to drop ' || i)), 1
      FROM (SELECT * FROM records WHERE kind = ${kind.kind} AND website_id = 1 AND live IS NOT NULL ORDER BY record_id LIMIT 1) r,
           generate_series(1, ${COPIES}) i`);
    const count = async (condition: ReturnType<typeof sql>) =>
      Number(
        (
          await rows<{ n: number }>(
            fresh.database.db,
            sql`SELECT count(*)::int AS n FROM records WHERE kind = ${kind.kind} AND ${condition}`,
          )
        )[0]?.n,
      );
    const withValue = await count(sql`COALESCE(live ->> ${field}, '') <> ''`);
    expect(await count(sql`live ->> ${field} = ${gone}`)).toBeGreaterThanOrEqual(COPIES / 2);
    const dir = mkdtempSync(join(tmpdir(), 'console-carry-'));
    cpSync(SCHEMAS_DIR, dir, { recursive: true });
    const file = readdirSync(dir, { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith(`/${kind.kind}.json`))!;
    const json = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json & {
      schema: { properties: Record<string, Json> };
      uiSchema: Json;
    };
    json.schema.properties[field] = { ...json.schema.properties[field], enum: values.slice(1), 'x-convert': { map: { [gone]: kept } } };
    if (json.schema.properties[field].default === gone) json.schema.properties[field].default = kept;
    delete json.schema.properties[drop];
    delete json.uiSchema[drop];
    if (Array.isArray(json.uiSchema['ui:order']))
      json.uiSchema['ui:order'] = (json.uiSchema['ui:order'] as string[]).filter((n) => n !== drop);
    json.dropped = [drop];
    writeFileSync(join(dir, file), JSON.stringify(json, null, 2));
    try {
      await (await start(fresh.database, dir)).close();
      expect(await count(sql`live ->> ${field} = ${gone}`)).toBe(0);
      expect(await count(sql`COALESCE(live ->> ${field}, '') <> ''`)).toBe(withValue);
      expect(await count(sql`live ? ${drop}`)).toBe(0);
      // A second start applies nothing again: one record of the plan, the records as they were.
      const digest = sql`SELECT md5(string_agg(live::text, ',' ORDER BY record_id)) AS v FROM records WHERE kind = ${kind.kind}`;
      const [once] = await rows<{ v: string }>(fresh.database.db, digest);
      await (await start(fresh.database, dir)).close();
      expect((await rows<{ v: string }>(fresh.database.db, digest))[0]!.v).toBe(once!.v);
      const plans = await rows(fresh.database.db, sql`SELECT 1 FROM declaration_migrations WHERE kind = ${kind.kind}`);
      expect(plans).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await fresh.database.close();
      await fresh.drop();
    }
  });
});
