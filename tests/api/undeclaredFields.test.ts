import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { rows } from '../../src/server/db/connect';
import { freshDatabase } from './helpers/testApp';
import { testConfig } from '../../src/server/config';
import { runAdmin } from '../../src/server/admin/runAdmin';
import { createMailer } from '../../src/server/mail/mailer';
import { decl, fill, nonEmpty, number, schemasWith, start, text, type Json } from './helpers/carry';

/**
 * Nothing vanishes (docs/declarations.md, Changing a declaration): a field dropped from a
 * declaration without a declared migration keeps its stored values — readable through the API,
 * kept by every save — until a `dropped` removes them. Thousands of records, on both databases.
 */
describe(`a field no longer declared, without a migration (${decl.kind}: ${text})`, () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let dir: string;
  let app: FastifyInstance;
  let token: string;
  const as = (opts: InjectOptions) => app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    fresh = await freshDatabase();
    await (await start(fresh.database)).close();
    await fill(fresh.database);
    dir = schemasWith((d) => {
      const schema = d.schema as { properties: Record<string, Json> };
      delete schema.properties[text];
      const list = d.list as { columns: string[]; search: string[] };
      list.columns = list.columns.filter((c) => c !== text);
      list.search = list.search.filter((c) => c !== text);
      const ui = d.uiSchema as Json;
      if (Array.isArray(ui['ui:order'])) ui['ui:order'] = (ui['ui:order'] as string[]).filter((c) => c !== text);
      delete ui[text];
    });
    app = await start(fresh.database, dir);
    const login = await app.inject({
      method: 'POST',
      url: '/api/cms/auth/login',
      payload: { email: 'owner@example.com', password: 'demo-password' },
    });
    token = login.json().data.token as string;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await fresh.database.close();
    await fresh.drop();
  });

  /** A live record of the kind with no pending change, as the list reads it, and its stored value of the field. */
  async function aRecord(): Promise<{ id: number; url: string; body: Json; stored: unknown }> {
    const [found] = await rows<{ id: number; stored: unknown }>(
      fresh.database.db,
      sql`SELECT record_id::int AS id, live -> ${text} AS stored FROM records
          WHERE kind = ${decl.kind} AND pending_action IS NULL AND live ->> ${text} LIKE 'Carried org %'
          ORDER BY random() LIMIT 1`,
    );
    const calls = app.registry.endpointsOf(decl.kind);
    const query = `?client_id=1&website_id=1&id=${found!.id}`;
    const read = await as({ method: 'GET', url: `${calls.list!.path}${query}` });
    expect(read.statusCode, read.body).toBe(200);
    const data = read.json().data as Json | Json[];
    const body = Array.isArray(data) ? data[0]! : data;
    expect(body.version).toBeTypeOf('number');
    return { id: found!.id, url: `${calls.update!.path}${query}`, body, stored: found!.stored };
  }

  const declared = (body: Json) => Object.fromEntries(Object.entries(body).filter(([k]) => k in decl.schema.properties));
  const draftValue = async (id: number) =>
    (await rows<{ v: unknown }>(fresh.database.db, sql`SELECT draft -> ${text} AS v FROM records WHERE record_id = ${id}`))[0]?.v;

  it('stays stored, and data:export prints it with the rest of the record', async () => {
    const { id, stored } = await aRecord();
    expect(String(stored)).toMatch(/^Carried org \d+$/);
    const quiet = { info: () => undefined, error: () => undefined };
    const ctx = async () => ({
      db: fresh.database.db,
      config: testConfig({ schemasDir: dir }),
      mailer: createMailer(fresh.database.db, quiet),
    });
    const result = await runAdmin(['data:export', '--kind', decl.kind, '--client', '1'], ctx);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.split('\n').map((l) => JSON.parse(l) as { record_id: number; live: Json });
    expect(lines.length).toBeGreaterThan(2_000);
    expect(lines.find((l) => l.record_id === id)?.live[text]).toBe(stored);
    const unknown = await runAdmin(['data:export', '--kind', 'no-such-kind'], ctx);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('not a declared kind') });
  });

  it.each([
    ['a save of the declared fields only (as the console sends)', (b: Json) => declared(b)],
    ['a save that sends the old field back as it was read', (b: Json) => b],
  ])('is kept by %s', async (_, shape) => {
    const { id, url, body, stored } = await aRecord();
    const changedBody = { ...shape(body), [number]: Number(body[number] ?? 0) + 1 };
    const saved = await as({ method: 'PUT', url, payload: changedBody, headers: { 'if-match': String(body.version) } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data[text]).toBe(stored);
    expect(await draftValue(id)).toBe(stored);
  });

  it('cannot be changed: a new value is refused by name, and nothing is written', async () => {
    const { id, url, body, stored } = await aRecord();
    const refused = await as({
      method: 'PUT',
      url,
      payload: { ...body, [text]: 'changed' },
      headers: { 'if-match': String(body.version) },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.message).toContain(`${text} is no longer declared`);
    expect(await draftValue(id)).toBeNull();
    const [live] = await rows<{ v: unknown }>(fresh.database.db, sql`SELECT live -> ${text} AS v FROM records WHERE record_id = ${id}`);
    expect(live!.v).toBe(stored);
  });

  it('leaves typos refused as unknown fields', async () => {
    const { url, body } = await aRecord();
    const refused = await as({ method: 'PUT', url, payload: { ...body, nmae: 'x' }, headers: { 'if-match': String(body.version) } });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.message).toContain('Unknown field nmae');
  });

  it('keeps every stored value through thousands of records', async () => {
    // Every filled record (and its draft) still holds its value; the saves above kept theirs.
    expect(await nonEmpty(fresh.database, text)).toBeGreaterThan(2_000);
  });
});
