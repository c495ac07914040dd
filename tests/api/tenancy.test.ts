import { createTestApp, type TestApp } from './helpers/testApp';
import { first } from '../helpers/first';

/** docs/architecture.md §4 Tenancy: every request is resolved to its user's client; foreign ids are refused. */

const ROUTES = [
  '/api/client/',
  '/api/client/websites',
  '/api/client/website_locales',
  '/api/main/currencies',
  '/api/main/languages',
  '/api/main/offertypes',
  '/api/main/templates',
  '/api/main/speaker_roles',
  '/api/main/flat_prodserv_types',
  '/api/main/flat_prodservs',
];

let t: TestApp;
let owner: string;
let other: string;
let revoked: string;
let demoClientId: number;
let otherClientId: number;
let demoWebsiteIds: number[];
let otherWebsiteId: number;

async function signIn(email: string): Promise<{ token: string; client_id: number }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/cms/auth/login', payload: { email, password: 'demo-password' } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { token: string; client_id: number } }>().data;
}

async function websiteIds(token: string): Promise<number[]> {
  const res = await t.as(token, { method: 'GET', url: '/api/client/websites' });
  return res.json<{ data: { website_id: number }[] }>().data.map((w) => w.website_id);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ token: owner, client_id: demoClientId } = await signIn('owner@example.com'));
  ({ token: other, client_id: otherClientId } = await signIn('other@example.com'));
  ({ token: revoked } = await signIn('viewer@example.com'));
  const out = await t.as(revoked, { method: 'POST', url: '/api/cms/auth/logout' });
  expect(out.statusCode).toBe(200);
  demoWebsiteIds = await websiteIds(owner);
  otherWebsiteId = first(await websiteIds(other), 'website of the other client');
  expect(demoWebsiteIds).toHaveLength(4);
  expect(otherClientId).not.toBe(demoClientId);
});

afterAll(async () => {
  await t?.close();
});

function expectError(res: { statusCode: number; json(): unknown; body: string }, status: number, category: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ error: expect.objectContaining({ category, message: expect.any(String) }) });
  expect(res.body).not.toContain('"data"');
}

describe.each(ROUTES)('%s', (route) => {
  it('answers the caller for its own client (control)', async () => {
    const res = await t.as(other, { method: 'GET', url: `${route}?client_id=${otherClientId}` });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses another client's client_id with 403 AuthError", async () => {
    const res = await t.as(other, { method: 'GET', url: `${route}?client_id=${demoClientId}` });
    expectError(res, 403, 'AuthError');
    expect(res.json<{ error: { message: string } }>().error.message).toContain(String(demoClientId));
    // And the other way round.
    expectError(await t.as(owner, { method: 'GET', url: `${route}?client_id=${otherClientId}` }), 403, 'AuthError');
  });

  it("refuses another client's website_id with 403 AuthError", async () => {
    for (const id of demoWebsiteIds) {
      expectError(await t.as(other, { method: 'GET', url: `${route}?website_id=${id}` }), 403, 'AuthError');
    }
    // Even next to the caller's own client_id.
    expectError(
      await t.as(other, { method: 'GET', url: `${route}?client_id=${otherClientId}&website_id=${demoWebsiteIds[0]}` }),
      403,
      'AuthError',
    );
    expectError(await t.as(owner, { method: 'GET', url: `${route}?website_id=${otherWebsiteId}` }), 403, 'AuthError');
  });

  it('refuses a website_id that does not exist', async () => {
    expectError(await t.as(owner, { method: 'GET', url: `${route}?website_id=987654` }), 403, 'AuthError');
  });

  it('answers 401 SessionError without a token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: `${route}?client_id=${demoClientId}` }), 401, 'SessionError');
  });

  it('answers 401 SessionError to an unknown token, as Bearer or as cookie', async () => {
    const bogus = 'A'.repeat(43);
    expectError(await t.as(bogus, { method: 'GET', url: route }), 401, 'SessionError');
    expectError(await t.app.inject({ method: 'GET', url: route, cookies: { dev_auth: bogus } }), 401, 'SessionError');
  });

  it('answers 401 SessionError to a revoked token', async () => {
    expectError(await t.as(revoked, { method: 'GET', url: route }), 401, 'SessionError');
  });
});

describe('ids in a request body', () => {
  it('refuses a foreign client_id in the body before the route runs', async () => {
    const { token } = await signIn('other@example.com');
    const res = await t.as(token, { method: 'POST', url: '/api/cms/auth/logout', payload: { client_id: demoClientId } });
    expectError(res, 403, 'AuthError');
    // The logout did not happen.
    expect((await t.as(token, { method: 'GET', url: '/api/cms/auth/me' })).statusCode).toBe(200);
  });

  it('refuses a foreign website_id in the body', async () => {
    const res = await t.as(other, { method: 'POST', url: '/api/cms/auth/logout', payload: { website_id: demoWebsiteIds[1] } });
    expectError(res, 403, 'AuthError');
    expect((await t.as(other, { method: 'GET', url: '/api/cms/auth/me' })).statusCode).toBe(200);
  });
});

describe('files of another client', () => {
  it("refuses a record or a page's content that points at another client's upload, naming the field", async () => {
    const foreign = `${otherClientId}/client/images/0123456789abcdef-portrait.png`;
    const own = `${demoClientId}/client/images/0123456789abcdef-portrait.png`;
    const person = (photo: string) =>
      t.as(owner, {
        method: 'POST',
        url: `/api/client/speakers_list?client_id=${demoClientId}`,
        payload: { speakerlist_name: 'File Test', speakerlist_photo_url: photo },
      });
    const refused = await person(foreign);
    expectError(refused, 400, 'RequestError');
    expect(refused.json().error).toMatchObject({
      field: 'speakerlist_photo_url',
      message: 'Photo must be a file uploaded for this organisation.',
    });
    expect((await person(own)).statusCode).toBe(201);

    const pages = (
      await t.as(owner, {
        method: 'GET',
        url: `/api/cms/page/pages?client_id=${demoClientId}&website_id=${demoWebsiteIds[0]}&show_all=true`,
      })
    ).json().data as { page_id: number; version: number }[];
    const res = await t.as(owner, {
      method: 'POST',
      url: '/api/cms/page/page_utils',
      payload: {
        client_id: demoClientId,
        website_id: demoWebsiteIds[0],
        page_id: first(pages).page_id,
        version: first(pages).version,
        changes: { page_display: { sections: [{ title: 'x', image: { url: foreign } }] } },
      },
    });
    expectError(res, 400, 'RequestError');
    expect(res.json().error.field).toBe('page_display/sections/0/image/url');
  });
});

describe('who the session says', () => {
  it('ties the session to its own client, whatever is asked', async () => {
    const res = await t.as(other, { method: 'GET', url: '/api/client/' });
    expect(res.json<{ data: { client_id: number } }>().data.client_id).toBe(otherClientId);
  });

  it('ignores an Authorization header that is not Bearer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/', headers: { authorization: `Basic ${owner}` } });
    expectError(res, 401, 'SessionError');
  });
});
