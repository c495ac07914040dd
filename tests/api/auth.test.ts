import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers/testApp';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { outbox, resetTokens, sessions, users } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/auth/tokens';
import { first } from '../helpers/first';

/** docs/product.md §7 Auth, docs/architecture.md §4 Auth and §7 login contract, hardened to OWASP ASVS L2. */

const PUBLIC_URL = 'https://console.example.test';
const DEMO = 'demo-password';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL, resetMaxPerAddress: 10 });
});

afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/cms/auth/login', payload: { email, password }, headers });

const me = (token: string) => t.as(token, { method: 'GET', url: '/api/cms/auth/me' });

const setCookies = (res: LightMyRequestResponse): string[] => {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

/** The Set-Cookie line for one cookie name, split into lower-cased attributes. */
function cookieLine(res: LightMyRequestResponse, name: string): { value: string; attrs: string[] } | undefined {
  const line = setCookies(res).find((c) => c.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
  return { value: decodeURIComponent(pair.slice(name.length + 1)), attrs: attrs.map((a) => a.toLowerCase()) };
}

async function userRow(email: string) {
  return first(await t.database.db.select().from(users).where(eq(users.email, email)), `user ${email}`);
}

async function outboxFor(email: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);
}

function tokenFromMail(body: string): string {
  const match = /(\S+)\/recover-password\/([A-Za-z0-9_-]+)/.exec(body);
  if (!match) throw new Error(`no reset link in mail: ${body}`);
  expect(match[1]).toBe(PUBLIC_URL);
  return match[2] ?? '';
}

const reset = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cms/auth/reset-password/${token}`,
    payload: { newPassword, token },
  });

describe('login', () => {
  it('answers {data:{token,user_id,client_id}} and sets an HttpOnly dev_auth cookie and a readable dev_userId', async () => {
    const res = await login('owner@example.com', DEMO);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { token: string; user_id: number; client_id: number } }>();
    const owner = await userRow('owner@example.com');
    expect(body).toEqual({ data: { token: expect.any(String), user_id: owner.userId, client_id: owner.clientId } });
    expect(body.data.token.length).toBeGreaterThanOrEqual(32);

    const auth = cookieLine(res, 'dev_auth');
    expect(auth?.value).toBe(body.data.token);
    expect(auth?.attrs).toContain('httponly');
    expect(auth?.attrs).toContain('samesite=lax');
    expect(auth?.attrs).toContain('path=/');
    expect(auth?.attrs).not.toContain('secure');

    const userId = cookieLine(res, 'dev_userId');
    expect(userId?.value).toBe(String(owner.userId));
    expect(userId?.attrs).not.toContain('httponly');
    expect(userId?.attrs).toContain('samesite=lax');
    expect(userId?.attrs).not.toContain('secure');

    // Names without dev_ are production names; none is set here, and no HSTS outside production.
    expect(cookieLine(res, 'auth')).toBeUndefined();
    expect(cookieLine(res, 'userId')).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();

    // The token works as a Bearer token and as the cookie.
    expect((await me(body.data.token)).statusCode).toBe(200);
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/cms/auth/me', cookies: { dev_auth: body.data.token } });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json()).toMatchObject({ data: { user_id: owner.userId, email: 'owner@example.com' } });
  });

  it('issues a new token at every login, each one valid', async () => {
    const first = await t.login('owner@example.com');
    const second = await t.login('owner@example.com');
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('accepts the address in any case and with surrounding spaces', async () => {
    const res = await login('  Owner@Example.COM ', DEMO);
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const wrong = await login('owner@example.com', 'not-the-password');
    const unknown = await login('nobody-here@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toMatchObject({ error: { category: 'AuthError' } });
    expect(setCookies(wrong)).toEqual([]);
    expect(setCookies(unknown)).toEqual([]);
  });

  it('locks one address after 5 failures: 429 even with the right password, while another address still signs in', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login('maker@example.com', `wrong-${i}-password`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await login('maker@example.com', DEMO);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: { category: 'AuthError', message: expect.stringMatching(/minute/) } });
    expect(setCookies(locked)).toEqual([]);
    // The lock follows the address, however it is spelled.
    expect((await login('MAKER@example.com ', DEMO)).statusCode).toBe(429);
    // The lock is per address, not global.
    expect((await login('checker@example.com', DEMO)).statusCode).toBe(200);
    // No session was created for the locked address.
    const maker = await userRow('maker@example.com');
    const { n } = first(await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, maker.userId)));
    expect(n).toBe(0);
  });
});

describe('logout', () => {
  it('revokes only the session it is called with', async () => {
    const token = await t.login('owner@example.com');
    const other = await t.login('owner@example.com');
    const res = await t.as(token, { method: 'POST', url: '/api/cms/auth/logout' });
    expect(res.statusCode).toBe(200);
    // The cookies are cleared.
    const cleared = cookieLine(res, 'dev_auth');
    expect(cleared?.value).toBe('');
    expect(cleared?.attrs.some((a) => a.startsWith('expires=') || a === 'max-age=0')).toBe(true);

    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: { category: 'SessionError' } });
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('cookie sessions and the client_request_url header (CSRF)', () => {
  it('refuses a cookie-authenticated change without client_request_url, accepts it with the header', async () => {
    const token = await t.login('owner@example.com');
    const cookies = { dev_auth: token };

    // Reads need no header.
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/auth/me', cookies })).statusCode).toBe(200);

    const refused = await t.app.inject({ method: 'POST', url: '/api/cms/auth/logout', cookies });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { category: 'AuthError', message: expect.stringContaining('client_request_url') } });
    // Nothing happened: the session is still alive.
    expect((await me(token)).statusCode).toBe(200);

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/cms/auth/logout',
      cookies,
      headers: { client_request_url: 'http://localhost:3000/dashboard' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('lets a Bearer-authenticated change through without the header', async () => {
    const token = await t.login('owner@example.com');
    const res = await t.as(token, { method: 'POST', url: '/api/cms/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('change-password', () => {
  const EMAIL = 'checker@example.com';
  const NEW = 'a brand new passphrase for the checker';
  // One session serves every refused attempt: none of them may end it.
  let token: string | undefined;
  const change = (token: string, current_password: string, new_password: string, confirm_new_password = new_password) =>
    t.as(token, {
      method: 'POST',
      url: '/api/cms/auth/change-password',
      payload: { current_password, new_password, confirm_new_password },
    });

  it.each<[what: string, current: string, next: string, confirm: string, field: string, category: string]>([
    ['a wrong current password', 'not-my-password', NEW, NEW, 'current_password', 'AuthError'],
    ['a confirmation that does not match', DEMO, NEW, `${NEW}!`, 'confirm_new_password', 'DataFormatError'],
    ['a new password of 7 characters', DEMO, 'x7#kq2m', 'x7#kq2m', 'new_password', 'DataFormatError'],
    ['a common password (12345678)', DEMO, '12345678', '12345678', 'new_password', 'DataFormatError'],
    ['a common password (password)', DEMO, 'password', 'password', 'new_password', 'DataFormatError'],
    ['a common password (password1234)', DEMO, 'password1234', 'password1234', 'new_password', 'DataFormatError'],
    ['the current password again', DEMO, DEMO, DEMO, 'new_password', 'DataFormatError'],
  ])('refuses %s with 400 on the field, changing nothing', async (_what, current, next, confirm, field, category) => {
    token ??= await t.login(EMAIL);
    const before = await userRow(EMAIL);
    const res = await change(token, current, next, confirm);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { category, field, message: expect.any(String) } });
    expect(setCookies(res)).toEqual([]);
    expect((await userRow(EMAIL)).passwordHash).toBe(before.passwordHash);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('on success ends every old session of the user and returns a working token', async () => {
    const a = await t.login(EMAIL);
    const b = await t.login(EMAIL);
    const someoneElse = await t.login('owner@example.com');
    const before = await userRow(EMAIL);

    const res = await change(a, DEMO, NEW);
    expect(res.statusCode).toBe(200);
    const token = res.json<{ data: { token: string } }>().data.token;
    expect(token).toEqual(expect.any(String));
    expect(token).not.toBe(a);
    expect(cookieLine(res, 'dev_auth')?.value).toBe(token);

    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    // Other users' sessions are untouched.
    expect((await me(someoneElse)).statusCode).toBe(200);

    const after = await userRow(EMAIL);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(after.passwordHash.startsWith('scrypt$17$8$1$')).toBe(true);
    expect((await login(EMAIL, DEMO)).statusCode).toBe(401);
    expect((await login(EMAIL, NEW)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cms/auth/change-password',
      payload: { current_password: DEMO, new_password: NEW, confirm_new_password: NEW },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { category: 'SessionError' } });
  });
});

describe('forgot-password and reset-password', () => {
  const EMAIL = 'viewer@example.com';
  const NEW = 'viewer chose a long new passphrase';
  /** The mail for a known address is written off the response path: wait for it to land. */
  const forgot = async (email: string) => {
    const before = (await outboxFor(email)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cms/auth/forgot-password',
      payload: { email },
      // A poisoned Host must never end up in the link.
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    if (email === EMAIL) await vi.waitFor(async () => expect((await outboxFor(email)).length).toBe(before + 1));
    return res;
  };

  it('answers identically for a known and an unknown address, and mails only the known one', async () => {
    const before = await outboxFor(EMAIL);
    const known = await forgot(EMAIL);
    const unknown = await forgot('no-such-user@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);

    const after = await outboxFor(EMAIL);
    expect(after).toHaveLength(before.length + 1);
    const mail = first(after.slice(-1), 'mail');
    expect(mail.body).toContain(`${PUBLIC_URL}/recover-password/`);
    expect(mail.body).not.toContain('evil.example');
    expect(await outboxFor('no-such-user@example.com')).toHaveLength(0);

    // The reset token is stored hashed only.
    const token = tokenFromMail(mail.body);
    const { n } = first(await t.database.db.select({ n: count() }).from(resetTokens).where(eq(resetTokens.tokenHash, token)));
    expect(n).toBe(0);
    const { m } = first(
      await t.database.db
        .select({ m: count() })
        .from(resetTokens)
        .where(eq(resetTokens.tokenHash, hashToken(token))),
    );
    expect(m).toBe(1);
  });

  it('voids the previous link on a new request; the link works once and ends the old sessions', async () => {
    const session = await t.login(EMAIL);
    await forgot(EMAIL);
    const first = tokenFromMail((await outboxFor(EMAIL)).at(-1)!.body);
    await forgot(EMAIL);
    const second = tokenFromMail((await outboxFor(EMAIL)).at(-1)!.body);
    expect(second).not.toBe(first);

    const voided = await reset(first, NEW);
    expect(voided.statusCode).toBe(400);
    expect(voided.json()).toMatchObject({ error: { category: 'AuthError' } });

    // A weak password is refused without spending the link.
    const weak = await reset(second, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: { field: 'newPassword' } });
    expect((await me(session)).statusCode).toBe(200);

    const ok = await reset(second, NEW);
    expect(ok.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect((await login(EMAIL, DEMO)).statusCode).toBe(401);
    expect((await login(EMAIL, NEW)).statusCode).toBe(200);

    const again = await reset(second, 'yet another long passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { category: 'AuthError' } });
    expect((await login(EMAIL, NEW)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    await forgot(EMAIL);
    const token = tokenFromMail((await outboxFor(EMAIL)).at(-1)!.body);
    await t.database.db
      .update(resetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetTokens.tokenHash, hashToken(token)));
    const res = await reset(token, 'an expired link cannot set this');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { category: 'AuthError' } });
    expect((await login(EMAIL, 'an expired link cannot set this')).statusCode).toBe(401);
  });

  it('refuses a made-up token', async () => {
    const res = await reset('x'.repeat(43), 'a made up token cannot set this');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { category: 'AuthError' } });
  });
});

describe('session expiry', () => {
  const sessionOf = (token: string) => eq(sessions.tokenHash, hashToken(token));

  it('ends a session idle for longer than sessionIdleMs', async () => {
    const token = await t.login('owner@example.com');
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - t.config.sessionIdleMs - 5_000) })
      .where(sessionOf(token));
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { category: 'SessionError' } });
  });

  it('keeps a session used within the idle limit, and its use moves last_seen_at forward', async () => {
    const token = await t.login('owner@example.com');
    const nearlyIdle = new Date(Date.now() - t.config.sessionIdleMs + 120_000);
    await t.database.db.update(sessions).set({ lastSeenAt: nearlyIdle }).where(sessionOf(token));
    expect((await me(token)).statusCode).toBe(200);
    const row = first(await t.database.db.select().from(sessions).where(sessionOf(token)));
    expect(row.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends a session past its absolute lifetime even when in use', async () => {
    const token = await t.login('owner@example.com');
    const row = first(await t.database.db.select().from(sessions).where(sessionOf(token)));
    // Issued with the configured absolute lifetime.
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(lifetime - t.config.sessionAbsoluteMs)).toBeLessThan(5_000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(sessionOf(token));
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { category: 'SessionError' } });
  });

  it('honours a small sessionIdleMs from the configuration', async () => {
    const short = await buildApp(testConfig({ sessionIdleMs: 200 }), { database: t.database });
    try {
      const token = await t.login('owner@example.com');
      const meOnShort = () => short.inject({ method: 'GET', url: '/api/cms/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect((await meOnShort()).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 400));
      expect((await meOnShort()).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('what is stored', () => {
  it('hashes every password with scrypt N=2^17 r=8 p=1, salted per user', async () => {
    const rows = await t.database.db.select({ hash: users.passwordHash }).from(users);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const { hash } of rows) expect(hash.startsWith('scrypt$17$8$1$')).toBe(true);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
  });

  it('stores session tokens only as their SHA-256', async () => {
    const token = await t.login('owner@example.com');
    const { clear } = first(await t.database.db.select({ clear: count() }).from(sessions).where(eq(sessions.tokenHash, token)));
    expect(clear).toBe(0);
    const row = first(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    );
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toBe(token);
    const { anyClear } = first(
      await t.database.db
        .select({ anyClear: count() })
        .from(sessions)
        .where(sql`${sessions.tokenHash} !~ '^[0-9a-f]{64}$'`),
    );
    expect(anyClear).toBe(0);
  });
});

describe('production mode', () => {
  it('sets Secure cookies without the dev_ prefix and sends HSTS', async () => {
    const prod = await buildApp(testConfig({ production: true, publicUrl: PUBLIC_URL }), { database: t.database });
    try {
      const res = await prod.inject({
        method: 'POST',
        url: '/api/cms/auth/login',
        payload: { email: 'owner@example.com', password: DEMO },
      });
      expect(res.statusCode).toBe(200);
      const token = res.json<{ data: { token: string } }>().data.token;
      expect(setCookies(res).some((c) => c.startsWith('dev_'))).toBe(false);
      const auth = cookieLine(res, 'auth');
      expect(auth?.value).toBe(token);
      expect(auth?.attrs).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax']));
      const userId = cookieLine(res, 'userId');
      expect(userId?.attrs).toContain('secure');
      expect(userId?.attrs).not.toContain('httponly');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);

      // The production cookie name is the one read back.
      const viaCookie = await prod.inject({ method: 'GET', url: '/api/cms/auth/me', cookies: { auth: token } });
      expect(viaCookie.statusCode).toBe(200);
      const devName = await prod.inject({ method: 'GET', url: '/api/cms/auth/me', cookies: { dev_auth: token } });
      expect(devName.statusCode).toBe(401);
    } finally {
      await prod.close();
    }
  });
});

describe('security headers', () => {
  let ownerToken: string | undefined;
  it.each([
    ['an API answer', 'GET', '/api/cms/auth/me', true, 200],
    ['a 404', 'GET', '/api/no-such-route', true, 404],
    ['a refused sign-in', 'POST', '/api/cms/auth/login', false, 400],
  ] as const)('are on %s', async (_what, method, url, signedIn, status) => {
    ownerToken ??= await t.login('owner@example.com');
    const token = signedIn ? ownerToken : undefined;
    const res = await t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(status);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/frame-ancestors '(none|self)'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('login failures are kept per address only', () => {
  it('clears the failure count of an address after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) expect((await login('owner@example.com', 'wrong-password')).statusCode).toBe(401);
    expect((await login('owner@example.com', DEMO)).statusCode).toBe(200);
    expect((await login('owner@example.com', 'wrong-password')).statusCode).toBe(401);
    // 5 failures within the window, but a success in between cleared the first 4: not locked.
    expect((await login('owner@example.com', DEMO)).statusCode).toBe(200);
  });
});
