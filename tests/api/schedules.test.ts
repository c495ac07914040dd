import { demoContext } from './resources/demoContext';
import type { FastifyInstance } from 'fastify';
import type { Declaration } from '../../src/shared/registry';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { connect } from '../../src/server/db/connect';
import { loadDeclarations } from '../../src/server/declarations';
import { freshDatabase } from './helpers/testApp';
import { writableKinds } from './resources/contractSuite';
import { sampleFor, scopeQuery } from './resources/sample';

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
const scheduleOf = (decl: Declaration, token: string, publishAt: string) =>
  call(token, 'POST', `/api/cms/vcs/publish?${scopeQuery(ctx, decl, { asset_type_name: decl.area })}`, { publish_at: publishAt });

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
    ['a time without its offset', '2030-01-01T09:00:00', /with its offset/],
    ['a time in the past', '2020-01-01T09:00:00Z', /in the future/],
    ['a time more than a year ahead', '2099-01-01T09:00:00Z', /within 366 days/],
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
    const reset = await call(ctx.tokens.checker, 'POST', `/api/cms/vcs/reset?${scopeQuery(ctx, zones(), { asset_type_name: 'ENTITY' })}`);
    expect(reset.statusCode).toBe(200);
  });

  it('refuses a schedule with nothing pending (409)', async () => {
    await call(ctx.tokens.checker, 'POST', `/api/cms/vcs/reset?${scopeQuery(ctx, zones(), { asset_type_name: 'ENTITY' })}`);
    expect((await scheduleOf(zones(), ctx.tokens.checker, inSeconds(600))).statusCode).toBe(409);
  });

  it('applies four eyes at the time: a checker who wrote a change cannot have it published, and the reason is kept', async () => {
    const id = await pendingCreate(zones(), ctx.tokens.owner);
    const made = await scheduleOf(zones(), ctx.tokens.owner, inSeconds(0.3));
    expect(made.statusCode, made.body).toBe(202);
    const scheduleId = made.json().data.schedule_id as number;
    const all = await until(schedules, (s) => s.some((x) => x.schedule_id === scheduleId && x.state !== 'scheduled'));
    const failed = all.find((s) => s.schedule_id === scheduleId);
    expect(failed).toMatchObject({ state: 'failed' });
    expect(String(failed?.reason)).toMatch(/yourself/);
    expect(await isLive(zones(), id)).toBe(false);
    await call(ctx.tokens.checker, 'POST', `/api/cms/vcs/reset?${scopeQuery(ctx, zones(), { asset_type_name: 'ENTITY' })}`);
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
      const made = await first.inject({
        method: 'POST',
        url: '/api/cms/vcs/publish?client_id=1&website_id=2&asset_type_name=ENTITY',
        headers: auth(checker),
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
