import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/connect';
import { createChange } from '../../src/server/resources/changes';
import { planImport } from '../../src/server/csv/importPlan';
import { ImportRefused, runImport, takeBackStale } from '../../src/server/csv/importJob';
import { csvRows } from '../../src/server/csv/csvRows';
import { createTestApp, type TestApp } from './helpers/testApp';
import { demoTokens } from './resources/sample';
import { pendingList } from './helpers/review';

/**
 * A CSV import is written in short slices (src/server/csv/importJob.ts): other requests answer
 * meanwhile — PGlite has one connection — yet no checker ever sees part of an import, no one
 * else saves its records while it runs, and an import refused or left by a stopped node is taken
 * back whole.
 */
let t: TestApp;
let maker: string;
let viewer: string;
let checker: string;
const SCOPE = { clientId: 1, websiteId: 2 };
const ZONES_SCOPE = { client_id: 1, website_id: 2, asset_type_name: 'ENTITY' };
const lines = (n: number, tag: string) => Array.from({ length: n }, (_v, i) => `${tag} hall ${i},${10 + (i % 50)}\r\n`).join('');
const pendingCount = async () =>
  (await t.as(checker, { method: 'GET', url: '/api/cms/vcs/blocks?client_id=1&website_id=2&asset_type_name=ENTITY&max_results=1' })).json()
    .meta.total as number;
const importing = async () =>
  Number((await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM change_blocks WHERE status = 'importing'`))[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await demoTokens(t);
  maker = tokens.maker;
  viewer = tokens.viewer;
  checker = tokens.checker;
});
afterAll(() => t.close());

describe.runIf(!process.env.TEST_DATABASE_URL)('a large import on PGlite', () => {
  it('lets other requests answer within a second while it runs, and shows checkers all of it at once', async () => {
    // The slices are the same however long the file: 10,000 rows (the cap) pass as well but take ~25 s here.
    const ROWS = 1_000;
    const before = await pendingCount();
    let done = false;
    const started = t.as(maker, {
      method: 'POST',
      url: '/api/cms/import?client_id=1&website_id=2&kind=event-zones',
      headers: { 'content-type': 'text/csv' },
      payload: `zone_name,zone_capacity\r\n${lines(ROWS, 'Load')}`,
    });
    void started.finally(() => (done = true));
    const waits: number[] = [];
    const counts = new Set<number>();
    while (!done) {
      const at = Date.now();
      const res = await t.as(viewer, { method: 'GET', url: '/api/cms/events/event_zones?client_id=1&website_id=2&max_results=5' });
      expect(res.statusCode).toBe(200);
      waits.push(Date.now() - at);
      counts.add(await pendingCount());
      await new Promise((r) => setTimeout(r, 50));
    }
    const res = await started;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: ROWS, updated: 0, unchanged: 0 });
    expect(waits.length).toBeGreaterThan(5);
    expect(Math.max(...waits)).toBeLessThan(1_000);
    // Checkers saw none of it, then all of it: never a part.
    expect([...counts].filter((c) => c !== before && c !== before + ROWS)).toEqual([]);
    expect(await pendingCount()).toBe(before + ROWS);
    expect(await importing()).toBe(0);
    expect((await import_jobs())[0]).toMatchObject({ state: 'done' });
    await t.as(checker, {
      method: 'POST',
      url: `/api/cms/vcs/reset?client_id=1&website_id=2&asset_type_name=ENTITY`,
      headers: { 'if-match': (await pendingList(t, checker, ZONES_SCOPE)).etag! },
    });
  }, 120_000);
});

const import_jobs = async () => rows<{ state: string }>(t.database.db, sql`SELECT state FROM import_jobs ORDER BY import_id DESC`);

describe('an import refused or left half written is taken back whole', () => {
  const decl = () => t.app.registry.get('event-zones');

  it('takes back every slice already written when a row is refused on the way', async () => {
    const made = await t.as(maker, {
      method: 'POST',
      url: '/api/cms/events/event_zones?client_id=1&website_id=2',
      payload: { zone_name: 'Edited meanwhile', zone_capacity: 5 },
    });
    const id = Number(made.json().data.zone_id);
    const { rows: parsed } = csvRows(decl(), `zone_name,zone_capacity\r\n${lines(400, 'Refused')}`);
    const plan = await planImport(t.database.db, t.app.registry, decl(), SCOPE, [
      ...parsed,
      { row: 402, id, version: 1, data: { zone_name: 'Edited by the file', zone_capacity: 5 } },
    ]);
    expect(plan.updates).toHaveLength(1);
    // Someone saves the record after the plan was made: its row is refused while the file is written.
    const saved = await t.as(maker, {
      method: 'PUT',
      url: `/api/cms/events/event_zones?client_id=1&website_id=2&zone_id=${id}&version=1`,
      payload: { zone_name: 'Edited meanwhile, again', zone_capacity: 5 },
    });
    expect(saved.statusCode).toBe(200);
    const user = Number((await t.as(maker, { method: 'GET', url: '/api/cms/auth/me' })).json().data.user_id);
    const before = await pendingCount();
    await expect(runImport(t.database.db, t.app.registry, decl(), SCOPE, user, plan)).rejects.toBeInstanceOf(ImportRefused);
    expect(await pendingCount()).toBe(before);
    expect(await importing()).toBe(0);
    const left = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM records WHERE kind = 'event-zones' AND draft ->> 'zone_name' LIKE 'Refused hall %'`,
    );
    expect(left[0]?.n).toBe(0);
    const zone = (await t.as(viewer, { method: 'GET', url: `/api/cms/events/event_zones?client_id=1&website_id=2&id=${id}` })).json()
      .data[0];
    expect(zone).toMatchObject({ zone_name: 'Edited meanwhile, again', version: 2 });
    expect((await import_jobs())[0]).toMatchObject({ state: 'taken_back' });
  });

  it('holds an unfinished import from checkers and other writers, and takes it back when its node is gone', async () => {
    const existing = await t.as(maker, {
      method: 'POST',
      url: '/api/cms/events/event_zones?client_id=1&website_id=2',
      payload: { zone_name: 'Pending before', zone_capacity: 7 },
    });
    const id = Number(existing.json().data.zone_id);
    const before = await pendingCount();
    const user = Number((await t.as(maker, { method: 'GET', url: '/api/cms/auth/me' })).json().data.user_id);
    // The first slice of an import committed, then its node stopped.
    const [job] = await rows<{ import_id: number }>(
      t.database.db,
      sql`INSERT INTO import_jobs (client_id, user_id, kind) VALUES (1, ${user}, 'event-zones') RETURNING import_id`,
    );
    const held = { importId: Number(job!.import_id) };
    await t.database.db.transaction(async (tx) => {
      await createChange(tx, t.app.registry, decl(), SCOPE, user, { zone_name: 'Half imported', zone_capacity: 3 }, { importing: held });
      const { updateChange } = await import('../../src/server/resources/changes');
      await updateChange(
        tx,
        t.app.registry,
        decl(),
        SCOPE,
        user,
        id,
        1,
        () => ({ zone_name: 'Pending, then imported', zone_capacity: 7 }),
        { importing: held },
      );
    });
    expect(await pendingCount()).toBe(before - 1);
    const blocked = await t.as(maker, {
      method: 'PUT',
      url: `/api/cms/events/event_zones?client_id=1&website_id=2&zone_id=${id}&version=2`,
      payload: { zone_name: 'Saved over an import', zone_capacity: 7 },
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe('RECORD_IMPORTING');

    expect(await takeBackStale(t.database.db, true)).toBe(1);
    expect(await importing()).toBe(0);
    expect(await pendingCount()).toBe(before);
    const back = (await t.as(viewer, { method: 'GET', url: `/api/cms/events/event_zones?client_id=1&website_id=2&id=${id}` })).json()
      .data[0];
    expect(back).toMatchObject({ zone_name: 'Pending before', version: 1, status: 'pendingreview' });
    const gone = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM records WHERE kind = 'event-zones' AND draft ->> 'zone_name' = 'Half imported'`,
    );
    expect(gone[0]?.n).toBe(0);
    const history = (
      await t.as(viewer, { method: 'GET', url: `/api/cms/vcs/history?client_id=1&website_id=2&kind=event-zones&id=${id}` })
    ).json().data as unknown[];
    expect(history).toHaveLength(1);
  });
});
