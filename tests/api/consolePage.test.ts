import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { cookieNames } from '../../src/shared/rules/cookieNames';
import { createTestApp } from './helpers/testApp';
import { sampleFor, scopeQuery, type Ctx } from './resources/sample';
import { browserCookies, demoCtx, RENDERER, servedKind, servedList, servedQueries, servedSession } from './helpers/consolePage';

/**
 * A signed-in console page comes with the answers of its first calls (src/server/consolePage/), as
 * the console's query cache holds them (src/console/renderPage.tsx dehydrates them): the session
 * and, at a list address, the list's first page — each exactly what the API answers the same
 * visitor, never another's, never cached, and inert inside the page whatever a record holds.
 */
const dir = mkdtempSync(join(tmpdir(), 'console-page-'));
const html = '<!doctype html><html><head><title>Console</title></head><body><div id="root"></div></body></html>';
const ctx = {} as Ctx;
const names = cookieNames(false);
const SESSION = '/api/client/session';

beforeAll(async () => {
  writeFileSync(join(dir, 'index.html'), html);
  await demoCtx(ctx, await createTestApp({ consoleDir: dir, consoleRenderer: RENDERER, consoleRenderTimeoutMs: 60_000 }));
});
afterAll(async () => {
  await ctx.t.close();
  rmSync(dir, { recursive: true, force: true });
});

const cookiesOf = (email: string, websiteId?: number) => browserCookies(ctx.t, email, websiteId);

const page = (url: string, cookie?: string, encoding?: string) =>
  ctx.t.app.inject({
    method: 'GET',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

/** What a page's answers are: 'session', 'resource list', 'resource label'…, once each. */
const kindsIn = (body: string) => [...new Set(servedQueries(body)!.map(servedKind))].sort();

const courses = () => ctx.registry.get('courses');
const listUrl = (query: string) => `${courses().endpoints.list!.split(' ')[1]}?${query}`;
const firstPageQuery = (site: number) => `client_id=1&website_id=${site}&page=1&max_results=25&sort=created_at&order=desc`;

describe('a signed-in list page carries its first answers', () => {
  it('the session and the first page, equal to what the API answers the same visitor', async () => {
    const cookie = await cookiesOf('owner@example.com', 1);
    const res = await page(ctx.registry.pathOf('courses'), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    const session = await ctx.t.app.inject({ method: 'GET', url: SESSION, headers: { cookie } });
    const list = await ctx.t.app.inject({ method: 'GET', url: listUrl(firstPageQuery(1)), headers: { cookie } });
    expect(kindsIn(res.body)).toContain('resource list');
    expect(servedSession(res.body)).toEqual(session.json<{ data: unknown }>().data);
    const { data, meta } = list.json<{ data: unknown[]; meta: unknown }>();
    expect(servedList(res.body)).toEqual({ rows: data, meta });
    expect(data.length).toBeGreaterThan(0);
  });

  it.each([
    ['a record page', (path: string) => `${path}/1/edit`],
    ['a list address with list parameters', (path: string) => `${path}?page=2`],
    ['a page that is not a kind', () => '/settings'],
  ])('%s carries the session only', async (_what, url) => {
    const body = (await page(url(ctx.registry.pathOf('courses')), await cookiesOf('owner@example.com', 1))).body;
    expect(kindsIn(body)).toEqual(['session']);
  });

  it("a kind the active website's use case does not have carries no list", async () => {
    // Website 2 is the demo's event website: courses are not on it.
    const body = (await page(ctx.registry.pathOf('courses'), await cookiesOf('owner@example.com', 2))).body;
    expect(kindsIn(body)).toEqual(['session']);
  });

  it('without a session the page is the plain console, cached as before', async () => {
    const res = await page(ctx.registry.pathOf('courses'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(html);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('with a session the server no longer knows, the page is the plain console, kept by no cache', async () => {
    const res = await page(ctx.registry.pathOf('courses'), `${names.auth}=forged-token; ${names.userId}=1`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(html);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('goes out gzip-compressed when the browser takes it', async () => {
    const res = await page(ctx.registry.pathOf('courses'), await cookiesOf('owner@example.com', 1), 'gzip, br');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(servedQueries(gunzipSync(res.rawPayload).toString())).toBeDefined();
  });

  it('two visitors asking at once each get their own session', async () => {
    const [owner, checker] = [await cookiesOf('owner@example.com', 1), await cookiesOf('checker@example.com', 1)];
    const pages = await Promise.all(Array.from({ length: 6 }, (_, i) => page(ctx.registry.pathOf('courses'), i % 2 ? checker : owner)));
    pages.forEach((res, i) => {
      const session = servedSession<{ user: { email: string } }>(res.body);
      expect(session.user.email).toBe(i % 2 ? 'checker@example.com' : 'owner@example.com');
    });
  });

  it("a record's text cannot close the element or run: it reads back as written", async () => {
    const decl = courses();
    const owner = ctx.tokens.owner;
    const hostile = '</script><script>alert(1)</script><!-- \u2028 & ';
    const body = { ...(await sampleFor(ctx, decl)), [decl.display]: hostile };
    const created = await ctx.t.as(owner, {
      method: 'POST',
      url: `${decl.endpoints.create!.split(' ')[1]}?${scopeQuery(ctx, decl)}`,
      payload: body,
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const res = await page(ctx.registry.pathOf(decl.kind), await cookiesOf('owner@example.com', 1));
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(servedList(res.body)!.rows.map((row) => row[decl.display])).toContain(hostile);
  });
});
