import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { connect, rows } from '../../src/server/db/connect';
import { runAdmin } from '../../src/server/admin/runAdmin';
import { createTestApp, freshDatabase, type TestApp } from './helpers/testApp';
import { decideAll } from './helpers/review';
import { sql } from 'drizzle-orm';

/**
 * Live pending counts (issue 13 point 4): the Pending Review button learns of another user's save,
 * publish or reset within seconds, over one Server-Sent Events stream, also when the save happens
 * on another API node sharing the PostgreSQL database (LISTEN/NOTIFY).
 */
type Counts = { client: Record<string, number>; websites: Record<string, Record<string, number>> };

/** An open event stream: the `pending` events received so far, and a wait for the next that matches. */
async function openStream(app: FastifyInstance, token: string) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const events: Counts[] = [];
  const waiting: { match: (c: Counts) => boolean; done: (c: Counts) => void }[] = [];
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/api/client/pending_stream', headers: { authorization: `Bearer ${token}` } },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
  let buffer = '';
  const rejected: Record<string, unknown>[] = [];
  const ended = new Promise<number>((resolve) => response.on('end', () => resolve(Date.now())));
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (block.includes('event: rejected') && data) rejected.push(JSON.parse(data.slice(6)) as Record<string, unknown>);
      if (!block.includes('event: pending') || !data) continue;
      const counts = JSON.parse(data.slice(6)) as Counts;
      events.push(counts);
      for (const w of waiting.filter((w) => w.match(counts))) w.done(counts);
    }
  });
  response.resume();
  return {
    response,
    events,
    rejected,
    /** When the server ended the stream (resolves only if it does). */
    ended,
    next(match: (c: Counts) => boolean, ms = 5_000): Promise<Counts> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`)), ms);
        waiting.push({ match, done: (c) => (clearTimeout(timer), resolve(c)) });
      });
    },
    close: () => response.destroy(),
  };
}

async function saveZone(app: FastifyInstance, token: string, name: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cms/events/event_zones?client_id=1&website_id=2',
    headers: { authorization: `Bearer ${token}` },
    payload: { zone_name: name, zone_capacity: 10 },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const entitiesOnEvt = (c: Counts) => c.websites['2']?.ENTITY ?? -1;

describe('GET /api/client/pending_stream', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends the counts at once, and again within 5 s of a save, a reset and a publish', async () => {
    const checker = await t.login('checker@example.com');
    const maker = await t.login('maker@example.com');
    const stream = await openStream(t.app, checker);
    try {
      expect(stream.response.headers['content-type']).toMatch(/^text\/event-stream/);
      const first = await stream.next(() => true);
      const before = entitiesOnEvt(first);
      expect(before).toBeGreaterThanOrEqual(0);
      expect(Object.keys(first.client).sort()).toEqual(['FORM', 'SPEAKERS']);

      await saveZone(t.app, maker, 'Live Count Hall');
      await stream.next((c) => entitiesOnEvt(c) === before + 1);

      const reset = await decideAll(t, checker, 'reset', { client_id: 1, website_id: 2, asset_type_name: 'ENTITY' });
      expect(reset.statusCode, reset.body).toBe(200);
      await stream.next((c) => entitiesOnEvt(c) === 0);

      await saveZone(t.app, maker, 'Published Count Hall');
      await stream.next((c) => entitiesOnEvt(c) === 1);
      const publish = await decideAll(t, checker, 'publish', { client_id: 1, website_id: 2, asset_type_name: 'ENTITY' });
      expect(publish.statusCode, publish.body).toBe(200);
      await stream.next((c) => entitiesOnEvt(c) === 0 && stream.events.filter((e) => entitiesOnEvt(e) === 0).length >= 2);
    } finally {
      stream.close();
    }
  });

  it('tells the writer of a change, and only them, that a checker rejected it', async () => {
    const maker = await t.login('maker@example.com');
    const checker = await t.login('checker@example.com');
    const viewer = await t.login('viewer@example.com');
    const mine = await openStream(t.app, maker);
    const theirs = await openStream(t.app, viewer);
    try {
      await mine.next(() => true);
      await saveZone(t.app, maker, 'Rejected Live Hall');
      const shown = await t.as(checker, { method: 'GET', url: '/api/cms/vcs/blocks?client_id=1&website_id=2&asset_type_name=ENTITY' });
      const block = (shown.json().data as { block_id: number; record_label: string }[]).find(
        (b) => b.record_label === 'Rejected Live Hall',
      )!;
      const res = await t.as(checker, {
        method: 'POST',
        url: '/api/cms/vcs/reject',
        payload: { block_id: block.block_id, reason: 'Name taken' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const until = Date.now() + 5_000;
      while (mine.rejected.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(mine.rejected).toEqual([
        expect.objectContaining({
          block_id: block.block_id,
          reason: 'Name taken',
          record_label: 'Rejected Live Hall',
          decided_by_name: 'Chitra Checker',
        }),
      ]);
      expect(theirs.rejected).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it.each([
    ['a sign-out', async (token: string) => t.as(token, { method: 'POST', url: '/api/cms/auth/logout' })],
    [
      'a password change',
      async (token: string) =>
        t.as(token, {
          method: 'POST',
          url: '/api/cms/auth/change-password',
          payload: {
            current_password: 'demo-password',
            new_password: 'a new long passphrase 7',
            confirm_new_password: 'a new long passphrase 7',
          },
        }),
    ],
    [
      'the loss of a role',
      async () =>
        t.database.db.execute(
          sql`UPDATE website_roles SET is_viewer = false WHERE user_id = (SELECT user_id FROM users WHERE email = 'viewer@example.com') AND website_id = 2`,
        ),
    ],
    [
      'an owner disabling the user',
      async () => {
        const owner = await t.login('owner@example.com');
        const [viewer] = await rows<{ user_id: number }>(t.database.db, sql`SELECT user_id FROM users WHERE email = 'viewer@example.com'`);
        const res = await t.as(owner, { method: 'POST', url: `/api/cms/team/users/${viewer!.user_id}/disable?client_id=1` });
        expect(res.statusCode, res.body).toBe(200);
      },
    ],
    [
      'the operator disabling the client',
      async () => {
        const ctx = { db: t.database.db, config: t.config, mailer: t.app.mailer };
        expect(await runAdmin(['client:disable', '--client', '1'], async () => ctx)).toMatchObject({ code: 0 });
      },
    ],
  ])('ends the stream within 5 s of %s', async (_case, end) => {
    const token = await t.login('viewer@example.com');
    const stream = await openStream(t.app, token);
    try {
      await stream.next(() => true);
      const at = Date.now();
      await end(token);
      const over = await Promise.race([stream.ended, new Promise<number>((r) => setTimeout(() => r(Infinity), 5_000))]);
      expect(over - at).toBeLessThan(5_000);
    } finally {
      stream.close();
      await t.database.db.execute(
        sql`UPDATE website_roles SET is_viewer = true WHERE user_id = (SELECT user_id FROM users WHERE email = 'viewer@example.com') AND website_id = 2`,
      );
      await t.database.db.execute(
        sql`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = 'maker@example.com'), disabled_at = NULL WHERE email = 'viewer@example.com'`,
      );
      await t.database.db.execute(sql`UPDATE clients SET disabled_at = NULL`);
    }
  });

  it('keeps at most 4 streams per session: a fifth closes the oldest', async () => {
    const token = await t.login('viewer@example.com');
    const streams = [];
    for (let i = 0; i < 5; i++) {
      const stream = await openStream(t.app, token);
      await stream.next(() => true);
      streams.push(stream);
    }
    try {
      const over = await Promise.race([streams[0]!.ended, new Promise<number>((r) => setTimeout(() => r(Infinity), 2_000))]);
      expect(over).toBeLessThan(Infinity);
      const others = await Promise.race([
        Promise.any(streams.slice(1).map((s) => s.ended)),
        new Promise<number>((r) => setTimeout(() => r(Infinity), 300)),
      ]);
      expect(others).toBe(Infinity);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('refuses a caller without a session, and another client', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/client/pending_stream' })).statusCode).toBe(401);
    const other = await t.login('other@example.com');
    expect((await t.as(other, { method: 'GET', url: '/api/client/pending_stream?client_id=1' })).statusCode).toBe(403);
  });
});

// Two API nodes on one PostgreSQL: the save on one reaches the stream on the other (LISTEN/NOTIFY).
describe.runIf(process.env.TEST_DATABASE_URL)('two API nodes on one PostgreSQL', () => {
  it('a save on node A reaches a stream open on node B within 5 s', async () => {
    const fresh = await freshDatabase();
    const second = await connect({ databaseUrl: fresh.url });
    const nodeA = await buildApp(testConfig(), { database: fresh.database });
    const nodeB = await buildApp(testConfig(), { database: second });
    const login = async (email: string) =>
      (await nodeA.inject({ method: 'POST', url: '/api/cms/auth/login', payload: { email, password: 'demo-password' } })).json<{
        data: { token: string };
      }>().data.token;
    try {
      const stream = await openStream(nodeB, await login('checker@example.com'));
      const before = entitiesOnEvt(await stream.next(() => true));
      await saveZone(nodeA, await login('maker@example.com'), 'Cross Node Hall');
      await stream.next((c) => entitiesOnEvt(c) === before + 1);
      stream.close();
    } finally {
      await nodeB.close();
      await nodeA.close();
      await second.close();
      await fresh.database.close();
      await fresh.drop();
    }
  });
});
