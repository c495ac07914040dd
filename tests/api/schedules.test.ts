import { demoContext } from './resources/demoContext';
import type { FastifyInstance } from 'fastify';
import type { Declaration } from '../../src/shared/registry';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { connect } from '../../src/server/db/connect';
import { loadDeclarations } from '../../src/server/declarations';
import { freshDatabase } from './helpers/testApp';
import { writableKinds } from './resources/contractSuite';
import { differentFrom, sampleFor, scopeQuery } from './resources/sample';
import { decideAll, pendingList } from './helpers/review';
import { sql } from 'drizzle-orm';

type Doc = Record<string, unknown>;

/**
 * Scheduled publish (docs/review-flow.md): a checker sets a time; whichever node looks first after
 * it publishes what was pending then, with the checks of that moment, exactly once.
 */
const TICK = 100;
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const ctx = demoContext({ scheduleTickMs: TICK });

const call = (token: string, method: string, url: string, payload?: unknown) =>
  ctx.t.as(token, { method, url, payload: payload as object });
const scopeOf = (decl: Declaration) => Object.fromEntries(new URLSearchParams(scopeQuery(ctx, decl, { asset_type_name: decl.area })));
/** Schedules everything the caller is shown now (If-Match with the list's ETag). */
const scheduleOf = (decl: Declaration, token: string, publishAt: string) =>
  decideAll(ctx.t, token, 'publish', scopeOf(decl), { publish_at: publishAt });
const resetZones = () => decideAll(ctx.t, ctx.tokens.checker, 'reset', scopeOf(ctx.registry.get('event-zones')));

async function schedules(token = ctx.tokens.checker): Promise<Doc[]> {
  // The other client's user asks for their own client's schedules (client 1 would be refused outright).
  const res = await call(token, 'GET', token === ctx.tokens.other ? '/api/cms/vcs/schedules' : '/api/cms/vcs/schedules?client_id=1');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Doc[];
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function pendingCreate(decl: Declaration, token = ctx.tokens.maker): Promise<number> {
  const create = ctx.registry.endpointsOf(decl.kind).create!;
  const res = await call(token, create.method, `${create.path}?${scopeQuery(ctx, decl)}`, await sampleFor(ctx, decl, 'sched'));
  expect(res.statusCode, res.body).toBe(201);
  return Number(res.json().data[decl.id]);
}

async function isLive(decl: Declaration, id: number): Promise<boolean> {
  const res = await call(ctx.tokens.viewer, 'GET', `${ctx.registry.endpointsOf(decl.kind).list!.path}?${scopeQuery(ctx, decl, { id })}`);
  return (res.json().data as Doc[])[0]?.is_live === true;
}

describe.each(writableKinds(loadDeclarations().all()))('%s', (_kind, decl) => {
  it('publishes at the time set what was pending when it was set, and lists it as done', async () => {
    const id = await pendingCreate(decl);
    const res = await scheduleOf(decl, ctx.tokens.checker, inSeconds(0.5));
    expect(res.statusCode, res.body).toBe(202);
    const { schedule_id: scheduleId } = res.json().data as { schedule_id: number };
    expect(await isLive(decl, id)).toBe(false);
    const done = await until(schedules, (all) => all.some((s) => s.schedule_id === scheduleId && s.state !== 'scheduled'));
    expect(done.find((s) => s.schedule_id === scheduleId)).toMatchObject({
      state: 'done',
      created_by_name: 'Chitra Checker',
      asset_type_name: decl.area,
    });
    expect(await isLive(decl, id)).toBe(true);
  });
});

describe('what a schedule refuses', () => {
  const zones = () => ctx.registry.get('event-zones');

  it.each([
    ['a time without its offset', '2030-01-01T09:00:00', /^The publish time must be an ISO 8601 time with its offset/],
    ['a time in the past', '2020-01-01T09:00:00Z', /^The publish time has passed: choose a time in the future, or publish now\.$/],
    ['a time more than a year ahead', '2099-01-01T09:00:00Z', /^The publish time must be within 366 days from now\.$/],
    ['no time at all', 'soon', /ISO 8601/],
  ])('refuses %s (400, naming publish_at)', async (_case, at, message) => {
    await pendingCreate(zones());
    const res = await scheduleOf(zones(), ctx.tokens.checker, at);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'publish_at' });
    expect(res.json().error.message).toMatch(message);
  });

  it('is for checkers: a maker may not schedule, a viewer may not cancel, another client sees nothing', async () => {
    await pendingCreate(zones());
    expect((await scheduleOf(zones(), ctx.tokens.maker, inSeconds(600))).statusCode).toBe(403);
    const made = await scheduleOf(zones(), ctx.tokens.checker, inSeconds(600));
    expect(made.statusCode, made.body).toBe(202);
    const id = Number(made.json().data.schedule_id);
    expect((await call(ctx.tokens.viewer, 'DELETE', `/api/cms/vcs/schedules/${id}`)).statusCode).toBe(403);
    expect((await call(ctx.tokens.other, 'DELETE', `/api/cms/vcs/schedules/${id}`)).statusCode).toBe(404);
    expect((await schedules(ctx.tokens.other)).some((s) => s.schedule_id === id)).toBe(false);
    const cancelled = await call(ctx.tokens.checker, 'DELETE', `/api/cms/vcs/schedules/${id}`);
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled' });
    const again = await call(ctx.tokens.checker, 'DELETE', `/api/cms/vcs/schedules/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This scheduled publish is cancelled and can no longer be cancelled.');
    // The changes stay pending for a publish now.
    const reset = await resetZones();
    expect(reset.statusCode).toBe(200);
  });

  it('refuses a schedule with nothing pending (409)', async () => {
    await resetZones();
    expect((await scheduleOf(zones(), ctx.tokens.checker, inSeconds(600))).statusCode).toBe(409);
  });

  it('refuses at once to schedule a change the checker wrote (four eyes), naming it', async () => {
    await pendingCreate(zones(), ctx.tokens.owner);
    const made = await scheduleOf(zones(), ctx.tokens.owner, inSeconds(600));
    expect(made.statusCode, made.body).toBe(403);
    expect(made.json().error.code).toBe('FOUR_EYES');
    expect(made.json().error.message).toMatch(/Zone "/);
    await resetZones();
  });

  it('refuses 30 February (a day that does not exist) rather than moving it to March', async () => {
    await pendingCreate(zones());
    const res = await scheduleOf(zones(), ctx.tokens.checker, `${new Date().getUTCFullYear() + 1}-02-30T09:00:00Z`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/day that does not exist/);
    await resetZones();
  });
});

describe('what a schedule publishes when its time comes', () => {
  const zones = () => ctx.registry.get('event-zones');
  const finished = async (scheduleId: number) =>
    (await until(schedules, (all) => all.some((s) => s.schedule_id === scheduleId && s.state !== 'scheduled'))).find(
      (s) => s.schedule_id === scheduleId,
    );

  it('publishes the versions scheduled; a change saved again since stays pending and is named as changed', async () => {
    await resetZones();
    const kept = await pendingCreate(zones());
    const edited = await pendingCreate(zones());
    const editedBody = (
      await call(
        ctx.tokens.viewer,
        'GET',
        `${ctx.registry.endpointsOf('event-zones').list!.path}?${scopeQuery(ctx, zones(), { id: edited })}`,
      )
    ).json().data[0] as Doc;
    const made = await scheduleOf(zones(), ctx.tokens.checker, inSeconds(1.5));
    expect(made.statusCode, made.body).toBe(202);
    const zone = ctx.registry.get('event-zones');
    const update = ctx.registry.endpointsOf(zone.kind).update!;
    const res = await call(
      ctx.tokens.maker,
      update.method,
      `${update.path.replace('{id}', String(edited))}?${scopeQuery(ctx, zone, { [zone.id]: edited, version: 1 })}`,
      differentFrom(zone, Object.fromEntries(Object.entries(editedBody).filter(([k]) => k in zone.schema.properties)), 'later'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const done = await finished(made.json().data.schedule_id as number);
    expect(done).toMatchObject({ state: 'done', published: 1 });
    const editedBlock = (await pendingList(ctx.t, ctx.tokens.checker, scopeOf(zone))).blocks.find(
      (b) => Number((b as Doc).record_id) === edited,
    );
    expect(done?.skipped).toEqual([expect.objectContaining({ block_id: editedBlock?.block_id, reason: 'changed' })]);
    expect(await isLive(zone, kept)).toBe(true);
    expect(await isLive(zone, edited)).toBe(false);
    await resetZones();
  });

  it('publishes nothing when the scheduler no longer holds the checker role, and says so', async () => {
    await resetZones();
    const id = await pendingCreate(zones());
    const made = await scheduleOf(zones(), ctx.tokens.checker, inSeconds(1));
    expect(made.statusCode, made.body).toBe(202);
    const checker = (await call(ctx.tokens.checker, 'GET', '/api/cms/auth/me')).json().data.user_id as number;
    await ctx.t.database.db.execute(sql`UPDATE website_roles SET is_checker = false WHERE user_id = ${checker} AND website_id = 2`);
    try {
      const done = await finished(made.json().data.schedule_id as number);
      expect(done).toMatchObject({ state: 'failed', published: 0 });
      expect(String(done?.reason)).toMatch(/no longer holds the checker role/);
      expect(await isLive(zones(), id)).toBe(false);
    } finally {
      await ctx.t.database.db.execute(sql`UPDATE website_roles SET is_checker = true WHERE user_id = ${checker} AND website_id = 2`);
    }
    await resetZones();
  });
});

describe('across a restart and several nodes', () => {
  it('runs a schedule that fell due while the server was down, once, when a node starts again', async () => {
    const fresh = await freshDatabase();
    const second = fresh.url ? await connect({ databaseUrl: fresh.url }) : fresh.database;
    const nodes: FastifyInstance[] = [];
    const start = async (database = fresh.database) => {
      const node = await buildApp(testConfig({ scheduleTickMs: TICK }), { database });
      await node.ready();
      nodes.push(node);
      return node;
    };
    try {
      const first = await start();
      const login = async (email: string) =>
        (await first.inject({ method: 'POST', url: '/api/cms/auth/login', payload: { email, password: 'demo-password' } })).json<{
          data: { token: string };
        }>().data.token;
      const auth = (token: string) => ({ authorization: `Bearer ${token}` });
      const maker = await login('maker@example.com');
      const checker = await login('checker@example.com');
      const zone = await first.inject({
        method: 'POST',
        url: '/api/cms/events/event_zones?client_id=1&website_id=2',
        headers: auth(maker),
        payload: { zone_name: 'Restart Hall', zone_capacity: 10 },
      });
      expect(zone.statusCode, zone.body).toBe(201);
      const shown = await first.inject({
        method: 'GET',
        url: '/api/cms/vcs/blocks?client_id=1&website_id=2&asset_type_name=ENTITY',
        headers: auth(checker),
      });
      const made = await first.inject({
        method: 'POST',
        url: '/api/cms/vcs/publish?client_id=1&website_id=2&asset_type_name=ENTITY',
        headers: { ...auth(checker), 'if-match': String(shown.headers.etag) },
        payload: { publish_at: inSeconds(1) },
      });
      expect(made.statusCode, made.body).toBe(202);
      await first.close();
      nodes.length = 0;
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      // Two nodes start at once (on PostgreSQL, on two connections): the schedule runs exactly once.
      const [a] = await Promise.all([start(), start(second)]);
      const list = async () =>
        (await a.inject({ method: 'GET', url: '/api/cms/vcs/schedules?client_id=1', headers: auth(checker) })).json<{ data: Doc[] }>().data;
      const all = await until(list, (s) => s[0]?.state !== 'scheduled');
      expect(all).toMatchObject([{ state: 'done', published: 1 }]);
    } finally {
      for (const node of nodes) await node.close();
      if (second !== fresh.database) await second.close();
      await fresh.database.close();
      await fresh.drop();
    }
  });
});
