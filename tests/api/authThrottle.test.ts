import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { connect, type Database } from '../../src/server/db/connect';
import { freshDatabase } from './helpers/testApp';
import { like } from 'drizzle-orm';
import { throttleCounters } from '../../src/server/db/schema';
import { THROTTLE_FORGET_MS } from '../../src/server/auth/throttle';

/**
 * Password guessing is limited per address in the database: parallel requests, on one node or on
 * several sharing the database, cannot get more than loginMaxFailures guesses checked. Runs on PGlite,
 * and on PostgreSQL (two separate connections, as two nodes would have) when TEST_DATABASE_URL is set.
 */

const DEMO = 'demo-password';
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let second: Database;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  fresh = await freshDatabase();
  second = fresh.url ? await connect({ databaseUrl: fresh.url }) : fresh.database;
  const config = testConfig({ resetMaxPerAddress: 3, resetMaxPerSource: 6, logLevel: 'info' });
  nodeA = await buildApp(config, { database: fresh.database, logStream: { write: (line) => void logLines.push(line) } });
  nodeB = await buildApp({ ...config, logLevel: 'silent' }, { database: second });
}, 120_000);

afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
  if (second !== fresh.database) await second.close();
  await fresh.database.close();
  await fresh.drop();
});

const login = (node: FastifyInstance, email: string, password: string) =>
  node.inject({ method: 'POST', url: '/api/cms/auth/login', payload: { email, password } });

const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);
const countOf = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('sign-in lockout under parallel guessing', () => {
  it('checks at most 5 of 20 simultaneous wrong passwords; the rest and then the right one get 429', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(nodeA, 'viewer@example.com', `wrong-guess-${i}`)));
    const got = statuses(answers);
    expect(countOf(got, 401)).toBeLessThanOrEqual(5);
    expect(countOf(got, 401) + countOf(got, 429)).toBe(20);
    expect((await login(nodeA, 'viewer@example.com', DEMO)).statusCode).toBe(429);
  }, 60_000);

  it('holds across two nodes on one database: 100 guesses split between them, at most 5 checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(i % 2 ? nodeA : nodeB, 'maker@example.com', `wrong-guess-${i}`)),
    );
    const got = statuses(answers);
    expect(countOf(got, 401)).toBeLessThanOrEqual(5);
    expect(countOf(got, 429)).toBeGreaterThanOrEqual(95);
    expect((await login(nodeB, 'maker@example.com', DEMO)).statusCode).toBe(429);
    expect((await login(nodeA, 'maker@example.com', DEMO)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(nodeB, 'checker@example.com', DEMO)).statusCode).toBe(200);
  }, 120_000);

  it('counts a wrong current password on change-password toward the same lock', async () => {
    const signedIn = await login(nodeA, 'owner@example.com', DEMO);
    const token = signedIn.json<{ data: { token: string } }>().data.token;
    const change = (current: string) =>
      nodeA.inject({
        method: 'POST',
        url: '/api/cms/auth/change-password',
        headers: { authorization: `Bearer ${token}` },
        payload: { current_password: current, new_password: 'a long new passphrase', confirm_new_password: 'a long new passphrase' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`wrong-current-${i}`)).statusCode).toBe(400);
    expect((await change(DEMO)).statusCode).toBe(429);
    expect((await login(nodeB, 'owner@example.com', DEMO)).statusCode).toBe(429);
  }, 60_000);
});

describe('forgot-password', () => {
  const forgot = (node: FastifyInstance, email: string, remoteAddress = '203.0.113.1') =>
    node.inject({ method: 'POST', url: '/api/cms/auth/forgot-password', payload: { email }, remoteAddress });

  it('answers a known and an unknown address alike, without waiting for the e-mail', async () => {
    // A mailer that never answers: the response must not depend on it.
    const mailer = nodeA.mailer;
    const original = mailer.send.bind(mailer);
    mailer.send = () => new Promise(() => {});
    try {
      const known = await forgot(nodeA, 'checker@example.com', '198.51.100.7');
      const unknown = await forgot(nodeA, 'nobody-here@example.com', '198.51.100.7');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
    } finally {
      mailer.send = original;
    }
  });

  it('limits requests per address across nodes, known or not, with the same answer', async () => {
    for (const email of ['viewer@example.com', 'ghost@example.com']) {
      const got = [];
      for (let i = 0; i < 4; i++) got.push(await forgot(i % 2 ? nodeA : nodeB, email, `192.0.2.${i + 10}`));
      expect(statuses(got)).toEqual([200, 200, 200, 429]);
    }
  });

  it('limits requests per source address across nodes, whatever the address asked for', async () => {
    const got = await Promise.all(
      Array.from({ length: 10 }, (_, i) => forgot(i % 2 ? nodeA : nodeB, `someone-${i}@example.com`, '192.0.2.99')),
    );
    expect(countOf(statuses(got), 200)).toBe(6);
    expect(countOf(statuses(got), 429)).toBe(4);
    expect((await forgot(nodeA, 'someone-new@example.com', '192.0.2.100')).statusCode).toBe(200);
  });
});

describe('counters an attacker leaves behind', () => {
  const db = () => fresh.database.db;
  const keys = async () =>
    (await db().select({ key: throttleCounters.key }).from(throttleCounters).where(like(throttleCounters.key, 'login:spray-%')))
      .map((r) => r.key)
      .sort();

  it('forgets a day-old counter when a new key is counted, but keeps recent and locked ones', async () => {
    const old = new Date(Date.now() - THROTTLE_FORGET_MS - 60_000);
    await db()
      .insert(throttleCounters)
      .values([
        ...Array.from({ length: 30 }, (_, i) => ({ key: `login:spray-old-${i}@example.com`, attempts: 1, windowStart: old })),
        { key: 'login:spray-recent@example.com', attempts: 1, windowStart: new Date(Date.now() - 60_000) },
        // A lock still running outlives its old window.
        { key: 'login:spray-locked@example.com', attempts: 5, windowStart: old, lockedUntil: new Date(Date.now() + 60_000) },
      ]);
    // Each new key forgets a batch of stale ones: two new keys are enough for 30.
    expect((await login(nodeA, 'spray-new-1@example.com', 'wrong')).statusCode).toBe(401);
    expect((await login(nodeB, 'spray-new-2@example.com', 'wrong')).statusCode).toBe(401);
    expect(await keys()).toEqual([
      'login:spray-locked@example.com',
      'login:spray-new-1@example.com',
      'login:spray-new-2@example.com',
      'login:spray-recent@example.com',
    ]);
  });

  it('counts again on a key that was already counted, without forgetting anything', async () => {
    const old = new Date(Date.now() - THROTTLE_FORGET_MS - 60_000);
    await db().insert(throttleCounters).values({ key: 'login:spray-old-x@example.com', attempts: 1, windowStart: old });
    expect((await login(nodeA, 'spray-new-1@example.com', 'wrong')).statusCode).toBe(401);
    expect(await keys()).toContain('login:spray-old-x@example.com');
  });
});

describe('secrets in URLs stay out of the logs', () => {
  it('redacts reset and invitation tokens in paths and signatures in file links', async () => {
    logLines.length = 0;
    const token = 'resettoken0123456789abcdef';
    const sig = 'deadbeefcafef00d1234567890';
    await nodeA.inject({ method: 'POST', url: `/api/cms/auth/reset-password/${token}`, payload: { newPassword: 'x' } });
    const invitation = 'invitationtoken9876543210fedcba';
    await nodeA.inject({ method: 'GET', url: `/invitation/${invitation}` });
    await nodeA.inject({
      method: 'GET',
      url: `/files/some/key.png?exp=1&sig=${sig}`,
      headers: { authorization: 'Bearer bearer-secret-123', cookie: 'auth=cookie-secret-456' },
    });
    const all = logLines.join('\n');
    expect(all).toContain('/api/cms/auth/reset-password/[redacted]');
    expect(all).toContain('sig=[redacted]');
    expect(all).toContain('/invitation/[redacted]');
    expect(all).not.toContain(token);
    expect(all).not.toContain(invitation);
    expect(all).not.toContain(sig);
    expect(all).not.toContain('bearer-secret-123');
    expect(all).not.toContain('cookie-secret-456');
  });
});
