import Fastify from 'fastify';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/testApp';
import { testConfig } from '../../src/server/config';
import { errorsPlugin } from '../../src/server/plugins/errors';
import { throttleCounters, outbox, resetTokens, sessions, users } from '../../src/server/db/schema';
import { first } from '../helpers/first';

/** docs/architecture.md §4: every route validates its input; one error shape; nothing written; no internals leak. */

const BODY_LIMIT = 2048;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ bodyLimit: BODY_LIMIT });
  token = await t.login('owner@example.com');
});

afterAll(async () => {
  await t?.close();
});

/** Everything a request could write: counts of the written tables and every password hash. */
async function snapshot() {
  const { db } = t.database;
  const n = async (table: typeof sessions | typeof throttleCounters | typeof outbox | typeof resetTokens) =>
    first(await db.select({ n: count() }).from(table)).n;
  return {
    sessions: await n(sessions),
    throttleCounters: await n(throttleCounters),
    outbox: await n(outbox),
    resetTokens: await n(resetTokens),
    hashes: (await db.select({ h: users.passwordHash }).from(users).orderBy(users.userId)).map((r) => r.h),
  };
}

/** No stack frames, file paths or SQL in an answer. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(/^\s*at\s/m);
  expect(body).not.toMatch(/\bat .*:\d+:\d+/);
  expect(body).not.toMatch(/\.(ts|js|mjs|cjs):\d+/);
  expect(body).not.toMatch(/node_modules|\/work\/|\/src\//);
  expect(body).not.toMatch(/SELECT|INSERT|UPDATE |DELETE FROM|relation "/i);
  expect(body).not.toContain('"stack"');
  expect(body).not.toMatch(/FST_ERR/);
}

const JSON_TYPE = { 'content-type': 'application/json' };
const LOGIN = '/api/cms/auth/login';
const good = { email: 'owner@example.com', password: 'demo-password' };

interface Case {
  method: 'GET' | 'POST';
  url: string;
  /** A string is sent as is; anything else as JSON. */
  payload?: unknown;
  headers?: Record<string, string>;
  signedIn?: boolean;
  status: number;
  /** The field the message must name, or null when the problem is the body as a whole. */
  field: string | null;
  /** Words the message must contain when no field is named. */
  says?: RegExp;
}

const cases: [string, Case][] = [
  // Malformed JSON
  [
    'malformed JSON',
    {
      method: 'POST',
      url: LOGIN,
      payload: '{"email": "owner@example.com", "password": ',
      headers: JSON_TYPE,
      status: 400,
      field: null,
      says: /JSON/,
    },
  ],
  [
    'JSON with a trailing comma',
    {
      method: 'POST',
      url: LOGIN,
      payload: '{"email":"owner@example.com","password":"demo-password",}',
      headers: JSON_TYPE,
      status: 400,
      field: null,
      says: /JSON/,
    },
  ],
  ['an empty JSON body', { method: 'POST', url: LOGIN, payload: '', headers: JSON_TYPE, status: 400, field: null, says: /JSON/ }],
  // Wrong types
  ['a number for email', { method: 'POST', url: LOGIN, payload: { email: 42, password: 'demo-password' }, status: 400, field: 'email' }],
  [
    'a number for password',
    { method: 'POST', url: LOGIN, payload: { email: 'owner@example.com', password: 12345678 }, status: 400, field: 'password' },
  ],
  [
    'an array for password',
    { method: 'POST', url: LOGIN, payload: { email: 'owner@example.com', password: ['demo-password'] }, status: 400, field: 'password' },
  ],
  ['null for email', { method: 'POST', url: LOGIN, payload: { email: null, password: 'demo-password' }, status: 400, field: 'email' }],
  ['an array as the body', { method: 'POST', url: LOGIN, payload: [good], status: 400, field: null, says: /object/ }],
  [
    'an over-long address',
    {
      method: 'POST',
      url: '/api/cms/auth/forgot-password',
      payload: { email: `${'a'.repeat(250)}@example.com` },
      status: 400,
      field: 'email',
    },
  ],
  [
    'an empty password',
    { method: 'POST', url: LOGIN, payload: { email: 'owner@example.com', password: '' }, status: 400, field: 'password' },
  ],
  [
    'a number for new_password (signed in)',
    {
      method: 'POST',
      url: '/api/cms/auth/change-password',
      signedIn: true,
      payload: { current_password: 'demo-password', new_password: 123456789, confirm_new_password: 123456789 },
      status: 400,
      field: 'new_password',
    },
  ],
  [
    'a string for website_id',
    { method: 'POST', url: '/api/main/countries', payload: { website_id: 'one' }, status: 400, field: 'website_id' },
  ],
  // Unknown fields
  ['an unknown field at sign-in', { method: 'POST', url: LOGIN, payload: { ...good, is_admin: true }, status: 400, field: 'is_admin' }],
  [
    'an unknown field in forgot-password',
    {
      method: 'POST',
      url: '/api/cms/auth/forgot-password',
      payload: { email: 'owner@example.com', redirect: 'https://evil.example' },
      status: 400,
      field: 'redirect',
    },
  ],
  [
    'an unknown field in change-password (signed in)',
    {
      method: 'POST',
      url: '/api/cms/auth/change-password',
      signedIn: true,
      payload: {
        current_password: 'demo-password',
        new_password: 'long enough passphrase',
        confirm_new_password: 'long enough passphrase',
        user_id: 2,
      },
      status: 400,
      field: 'user_id',
    },
  ],
  // Missing fields
  ['a missing password', { method: 'POST', url: LOGIN, payload: { email: 'owner@example.com' }, status: 400, field: 'password' }],
  ['a missing email', { method: 'POST', url: LOGIN, payload: { password: 'demo-password' }, status: 400, field: 'email' }],
  [
    'a missing newPassword',
    {
      method: 'POST',
      url: `/api/cms/auth/reset-password/${'x'.repeat(43)}`,
      payload: { token: 'x'.repeat(43) },
      status: 400,
      field: 'newPassword',
    },
  ],
  [
    'a missing confirm_new_password (signed in)',
    {
      method: 'POST',
      url: '/api/cms/auth/change-password',
      signedIn: true,
      payload: { current_password: 'demo-password', new_password: 'long enough passphrase' },
      status: 400,
      field: 'confirm_new_password',
    },
  ],
  [
    'a too-short reset token in the path',
    {
      method: 'POST',
      url: '/api/cms/auth/reset-password/abc',
      payload: { newPassword: 'long enough passphrase' },
      status: 400,
      field: 'token',
    },
  ],
  // Oversized body
  [
    'a body over the limit',
    {
      method: 'POST',
      url: LOGIN,
      payload: { email: 'owner@example.com', password: 'x'.repeat(BODY_LIMIT * 2) },
      status: 413,
      field: null,
      says: /larger than 2 KiB/,
    },
  ],
  [
    'an oversized body on a signed-in route',
    {
      method: 'POST',
      url: '/api/cms/auth/change-password',
      signedIn: true,
      payload: { current_password: 'demo-password', new_password: 'y'.repeat(BODY_LIMIT), confirm_new_password: 'y'.repeat(BODY_LIMIT) },
      status: 413,
      field: null,
      says: /larger than/,
    },
  ],
  // Bad query parameters
  [
    'an unknown pagetype_code',
    { method: 'GET', url: '/api/main/templates?pagetype_code=nope', signedIn: true, status: 400, field: 'pagetype_code' },
  ],
  [
    'a non-boolean exclude_tradable_prodserv_types',
    {
      method: 'GET',
      url: '/api/main/flat_prodserv_types?exclude_tradable_prodserv_types=maybe',
      signedIn: true,
      status: 400,
      field: 'exclude_tradable_prodserv_types',
    },
  ],
  [
    'a non-numeric client_id',
    { method: 'GET', url: '/api/client/websites?client_id=abc', signedIn: true, status: 400, field: 'client_id' },
  ],
  ['a zero client_id', { method: 'GET', url: '/api/client/?client_id=0', signedIn: true, status: 400, field: 'client_id' }],
  [
    'a negative website_id',
    { method: 'GET', url: '/api/client/website_locales?website_id=-3', signedIn: true, status: 400, field: 'website_id' },
  ],
  [
    'a fractional website_id',
    { method: 'GET', url: '/api/main/currencies?website_id=1.5', signedIn: true, status: 400, field: 'website_id' },
  ],
  ['an unknown query parameter', { method: 'GET', url: '/api/main/languages?debug=1', signedIn: true, status: 400, field: 'debug' }],
  // Not JSON
  [
    'a text/plain body',
    {
      method: 'POST',
      url: LOGIN,
      payload: JSON.stringify(good),
      headers: { 'content-type': 'text/plain' },
      status: 415,
      field: null,
      says: /JSON/,
    },
  ],
  [
    'a form-encoded body',
    {
      method: 'POST',
      url: LOGIN,
      payload: 'email=owner%40example.com&password=demo-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 415,
      field: null,
      says: /JSON/,
    },
  ],
  [
    'an XML body',
    {
      method: 'POST',
      url: LOGIN,
      payload: '<login><email>owner@example.com</email></login>',
      headers: { 'content-type': 'application/xml' },
      status: 415,
      field: null,
      says: /JSON/,
    },
  ],
  [
    'a multipart body',
    {
      method: 'POST',
      url: '/api/cms/auth/forgot-password',
      payload: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nowner@example.com\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      status: 415,
      field: null,
      says: /JSON/,
    },
  ],
  [
    'a text/plain body on a signed-in route',
    {
      method: 'POST',
      url: '/api/cms/auth/change-password',
      signedIn: true,
      payload: '{"current_password":"demo-password"}',
      headers: { 'content-type': 'text/plain' },
      status: 415,
      field: null,
      says: /JSON/,
    },
  ],
];

describe('bad input', () => {
  it.each(cases)('%s → refused with a RequestError, nothing written', async (_what, c) => {
    const before = await snapshot();
    const asJson = c.payload !== undefined && typeof c.payload !== 'string';
    const res = await t.app.inject({
      method: c.method,
      url: c.url,
      headers: {
        ...(asJson ? JSON_TYPE : {}),
        ...c.headers,
        ...(c.signedIn ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(c.payload === undefined ? {} : { payload: asJson ? JSON.stringify(c.payload) : (c.payload as string) }),
    });
    expect(res.statusCode, res.body).toBe(c.status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<{ error: { category: string; code: string; message: string; field?: string } }>();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error.category).toBe('RequestError');
    // A sentence for people: no schema paths or keyword names.
    expect(body.error.message).toMatch(/\S.*\.$/s);
    expect(body.error.message).not.toMatch(/instancePath|schemaPath|#\/|\/properties\//);
    if (c.field !== null) {
      expect(body.error.field).toBe(c.field);
      expect(body.error.message).toContain(c.field);
    } else {
      expect(body.error.message).toMatch(c.says!);
    }
    expectNoInternals(res.body);
    expect(await snapshot()).toEqual(before);
  });

  it('still signs in after all of that (no lock, no damage)', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: good });
    expect(res.statusCode).toBe(200);
  });
});

describe('unexpected failures', () => {
  it('answer 500 UnknownError with the catalogue sentence, never the stack or the SQL', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', testConfig());
    await app.register(errorsPlugin);
    app.get('/api/boom', async () => {
      const err = new Error('relation "sessions" does not exist: SELECT token_hash FROM sessions WHERE user_id = $1');
      Object.assign(err, { code: '42P01', detail: 'secret detail', query: 'SELECT 1' });
      throw err;
    });
    app.get('/api/type-error', async () => {
      const o = undefined as unknown as { x: { y: number } };
      return o.x.y;
    });
    try {
      for (const url of ['/api/boom', '/api/type-error']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({
          error: { category: 'UnknownError', code: 'INTERNAL', message: expect.stringMatching(/^Something went wrong/) },
        });
        expectNoInternals(res.body);
        expect(res.body).not.toContain('secret detail');
        expect(res.body).not.toContain('undefined');
      }
    } finally {
      await app.close();
    }
  });
});
