import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { connect, rows } from '../../src/server/db/connect';
import { verifySignature } from '../../src/server/webhooks/signature';
import { createTestApp, freshDatabase, type TestApp } from './helpers/testApp';
import { decideAll, pendingList } from './helpers/review';
import { plainKind, writer } from './helpers/delivery';
import { startReceiver, waitFor } from './helpers/receiver';
import { demoTokens, type Ctx } from './resources/sample';

/**
 * Webhooks (docs/delivery.md): an owner's endpoint gets a signed POST for each event it asked for,
 * written to the outbox in the transaction of the change, retried with backoff until it is taken,
 * logged attempt by attempt, sent again on request — once per event with two nodes on one
 * PostgreSQL, and still sent after a restart. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const fast = { webhooksAllowHttp: true, webhookTickMs: 40, webhookRetryBaseMs: 60, scheduleTickMs: 100 };
const ctx = {} as Ctx;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

function prepare(t: TestApp): void {
  ctx.t = t;
  ctx.registry = t.app.registry;
  ctx.useCaseFor = () => 'EDU';
  ctx.websiteFor = (d) => (d.scope === 'client' ? null : 1);
}

async function addEndpoint(t: TestApp | { as: TestApp['as'] }, owner: string, url: string, events: string[]) {
  const res = await t.as(owner, { method: 'POST', url: '/api/cms/websites/1/webhooks?client_id=1', payload: { url, events } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; secret: string };
}

/** A maker's new record of a plain kind, published by the checker: one `published` event. */
async function publishOne(tag: string): Promise<{ kind: string; id: number }> {
  const decl = plainKind(ctx);
  const rec = await writer(ctx, decl).create(ctx.tokens.maker, tag);
  const res = await decideAll(ctx.t, ctx.tokens.checker, 'publish', { client_id: 1, website_id: 1, asset_type_name: decl.area });
  expect(res.statusCode, res.body).toBe(200);
  return { kind: decl.kind, id: rec.id };
}

const log = (t: TestApp, owner: string, endpointId: number) =>
  t.as(owner, { method: 'GET', url: `/api/cms/websites/1/webhooks/${endpointId}/deliveries?client_id=1` });

describe('an endpoint’s signed, retried, logged deliveries', () => {
  beforeAll(async () => {
    prepare(await createTestApp(fast));
    ctx.tokens = await demoTokens(ctx.t);
    receiver = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await ctx.t.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.calls.length = 0;
  });

  it('signs each call so a receiver can check it, and names the website, the event and every record it changed', async () => {
    const endpoint = await addEndpoint(ctx.t, ctx.tokens.owner, receiver.url, ['published']);
    const published = await publishOne('signed');
    await waitFor('the published call', () => receiver.calls.length === 1);
    const [call] = receiver.calls;
    expect(verifySignature(endpoint.secret, call!.body, String(call!.headers['console-signature']))).toBe(true);
    expect(verifySignature('whsec_wrong', call!.body, String(call!.headers['console-signature']))).toBe(false);
    expect(verifySignature(endpoint.secret, call!.body.replace('published', 'publishes'), String(call!.headers['console-signature']))).toBe(
      false,
    );
    const payload = JSON.parse(call!.body);
    expect(payload).toMatchObject({ event: 'published', website: { id: 1 } });
    expect(payload.changes).toContainEqual(expect.objectContaining({ kind: published.kind, ids: expect.arrayContaining([published.id]) }));
    expect(call!.headers['console-event']).toBe('published');
    expect(Number(call!.headers['console-delivery'])).toBe(payload.id);
    await ctx.t.as(ctx.tokens.owner, { method: 'DELETE', url: `/api/cms/websites/1/webhooks/${endpoint.id}?client_id=1` });
  });

  it('retries a failing receiver with growing waits until it answers 2xx, and logs every attempt', async () => {
    const endpoint = await addEndpoint(ctx.t, ctx.tokens.owner, receiver.url, ['published']);
    receiver.statuses.push(500, 503);
    await publishOne('retried');
    await waitFor('the third attempt', () => receiver.calls.length === 3);
    const ids = new Set(receiver.calls.map((c) => c.headers['console-delivery']));
    expect(ids.size).toBe(1);
    let entry: { state: string; attempts: { attempt: number; at: string; status_code: number; duration_ms: number }[] } | undefined;
    await waitFor('the delivery marked delivered', async () => {
      entry = (await log(ctx.t, ctx.tokens.owner, endpoint.id)).json().data[0];
      return entry?.state === 'delivered';
    });
    expect(entry!.attempts.map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
    for (const a of entry!.attempts) expect(a.duration_ms).toBeGreaterThanOrEqual(0);
    const [first, second, third] = entry!.attempts.map((a) => Date.parse(a.at));
    expect(second! - first!).toBeGreaterThanOrEqual(fast.webhookRetryBaseMs - 5);
    expect(third! - second!).toBeGreaterThanOrEqual(2 * fast.webhookRetryBaseMs - 5);

    const again = await ctx.t.as(ctx.tokens.owner, {
      method: 'POST',
      url: `/api/cms/websites/1/webhooks/${endpoint.id}/deliveries/${(await log(ctx.t, ctx.tokens.owner, endpoint.id)).json().data[0].delivery_id}/redeliver?client_id=1`,
    });
    expect(again.statusCode, again.body).toBe(202);
    await waitFor('the redelivery', () => receiver.calls.length === 4);
    expect(JSON.parse(receiver.calls[3]!.body).changes).toEqual(JSON.parse(receiver.calls[0]!.body).changes);
    await ctx.t.as(ctx.tokens.owner, { method: 'DELETE', url: `/api/cms/websites/1/webhooks/${endpoint.id}?client_id=1` });
  });

  it('sends only the events an endpoint asked for: a rejection, not a publish', async () => {
    const endpoint = await addEndpoint(ctx.t, ctx.tokens.owner, receiver.url, ['rejected']);
    await publishOne('not-for-rejected');
    const decl = plainKind(ctx);
    await writer(ctx, decl).create(ctx.tokens.maker, 'to-reject');
    const { blocks } = await pendingList(ctx.t, ctx.tokens.checker, { client_id: 1, website_id: 1, asset_type_name: decl.area });
    const res = await ctx.t.as(ctx.tokens.checker, {
      method: 'POST',
      url: '/api/cms/vcs/reject?client_id=1',
      payload: { block_id: blocks[0]!.block_id, reason: 'Not this one' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await waitFor('the rejected call', () => receiver.calls.length >= 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.calls.map((c) => JSON.parse(c.body).event)).toEqual(['rejected']);
    expect(JSON.parse(receiver.calls[0]!.body).reason).toBe('Not this one');
    await ctx.t.as(ctx.tokens.owner, { method: 'DELETE', url: `/api/cms/websites/1/webhooks/${endpoint.id}?client_id=1` });
  });

  it('tells a scheduled publish that ran, with what it published', async () => {
    const endpoint = await addEndpoint(ctx.t, ctx.tokens.owner, receiver.url, ['schedule.done', 'schedule.failed']);
    const decl = plainKind(ctx);
    await writer(ctx, decl).create(ctx.tokens.maker, 'scheduled');
    const publishAt = new Date(Date.now() + 500).toISOString();
    const scheduled = await decideAll(
      ctx.t,
      ctx.tokens.checker,
      'publish',
      { client_id: 1, website_id: 1, asset_type_name: decl.area },
      { publish_at: publishAt },
    );
    expect(scheduled.statusCode, scheduled.body).toBeLessThan(300);
    await waitFor('the schedule.done call', () => receiver.calls.length >= 1);
    const payload = JSON.parse(receiver.calls[0]!.body);
    expect(payload).toMatchObject({ event: 'schedule.done', published: 1, website: { id: 1 } });
    expect(typeof payload.schedule_id).toBe('number');
    await ctx.t.as(ctx.tokens.owner, { method: 'DELETE', url: `/api/cms/websites/1/webhooks/${endpoint.id}?client_id=1` });
  });

  it('is for owners: others are refused, and an address that is not a web address is named', async () => {
    for (const who of ['maker', 'checker', 'viewer'] as const) {
      const res = await ctx.t.as(ctx.tokens[who], {
        method: 'POST',
        url: '/api/cms/websites/1/webhooks?client_id=1',
        payload: { url: receiver.url, events: ['published'] },
      });
      expect(res.statusCode, who).toBe(403);
    }
    const bad = await ctx.t.as(ctx.tokens.owner, {
      method: 'POST',
      url: '/api/cms/websites/1/webhooks?client_id=1',
      payload: { url: 'ftp://files.example.com/x', events: ['published'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('WEBHOOK_URL_INVALID');
    const noEvents = await ctx.t.as(ctx.tokens.owner, {
      method: 'POST',
      url: '/api/cms/websites/1/webhooks?client_id=1',
      payload: { url: receiver.url, events: [] },
    });
    expect(noEvents.statusCode).toBe(400);
  });
});

describe('the outbox outlives a restart', () => {
  it('sends after a restart what a stopped node had not delivered', async () => {
    const fresh = await freshDatabase();
    const config = testConfig(fast);
    let app: FastifyInstance = await buildApp(config, { database: fresh.database });
    const as = (token: string, opts: InjectOptions) =>
      app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } });
    const t = { app, database: fresh.database, config, as } as unknown as TestApp;
    const login = async (email: string) =>
      (await app.inject({ method: 'POST', url: '/api/cms/auth/login', payload: { email, password: 'demo-password' } })).json().data
        .token as string;
    prepare(t);
    ctx.tokens = {
      owner: await login('owner@example.com'),
      maker: await login('maker@example.com'),
      checker: await login('checker@example.com'),
    } as Ctx['tokens'];
    // A receiver that is down: nothing listens on the port yet.
    const probe = await startReceiver();
    const port = probe.port;
    await probe.close();
    await addEndpoint(t, ctx.tokens.owner, `http://127.0.0.1:${port}/hooks`, ['published']);
    await publishOne('restart');
    await waitFor('a failed attempt', async () => (await rows(fresh.database.db, sql`SELECT 1 FROM webhook_attempts`)).length > 0);
    await app.close();

    const back = await startReceiver(port);
    app = await buildApp(config, { database: fresh.database });
    try {
      await waitFor('the delivery after the restart', () => back.calls.length === 1);
      expect(JSON.parse(back.calls[0]!.body).event).toBe('published');
    } finally {
      await app.close();
      await back.close();
      await fresh.database.close();
      await fresh.drop();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two API nodes on one PostgreSQL', () => {
  it('send each event once: one series of attempts, whichever node claims it', async () => {
    const fresh = await freshDatabase();
    const second = await connect({ databaseUrl: fresh.url });
    const config = testConfig({ ...fast, webhookTickMs: 5 });
    const one = await buildApp(config, { database: fresh.database });
    const two = await buildApp(config, { database: second });
    const hits = await startReceiver();
    try {
      const t = {
        app: one,
        database: fresh.database,
        config,
        as: (token: string, opts: { headers?: object }) =>
          one.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } } as never),
      } as unknown as TestApp;
      prepare(t);
      const login = async (email: string) =>
        (await one.inject({ method: 'POST', url: '/api/cms/auth/login', payload: { email, password: 'demo-password' } })).json().data
          .token as string;
      ctx.tokens = {
        owner: await login('owner@example.com'),
        maker: await login('maker@example.com'),
        checker: await login('checker@example.com'),
      } as Ctx['tokens'];
      await addEndpoint(t, ctx.tokens.owner, hits.url, ['published']);
      for (let i = 0; i < 5; i++) await publishOne(`twonodes${i}`);
      await waitFor('five calls', () => hits.calls.length >= 5);
      await new Promise((r) => setTimeout(r, 500));
      const ids = hits.calls.map((c) => c.headers['console-delivery']);
      expect(ids.length).toBe(5);
      expect(new Set(ids).size).toBe(5);
      const attempts = await rows<{ n: string }>(fresh.database.db, sql`SELECT count(*) AS n FROM webhook_attempts`);
      expect(Number(attempts[0]!.n)).toBe(5);
    } finally {
      await one.close();
      await two.close();
      await hits.close();
      await second.close();
      await fresh.database.close();
      await fresh.drop();
    }
  });
});
