import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/connect';
import type { Declaration } from '../../src/shared/registry';
import { kindFitsUseCase } from '../../src/shared/rules/useCaseFit';
import type { UseCase } from '../../src/shared/rules/types';
import { createTestApp } from './helpers/testApp';
import { decideAll } from './helpers/review';
import { deliver, mintToken, plainKind, taggedField, writer } from './helpers/delivery';
import { eduSiteCtx, type Ctx } from './resources/sample';

/**
 * The delivery API (docs/delivery.md): website tokens that read only their website's and client's
 * live content, answers with strong ETags that move on publish and not on draft saves, 304s,
 * caching headers and CORS from the token's origins. Runs on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
const ctx = {} as Ctx;
/** Two websites of client 1 and one of client 2 (src/server/seed/demoAccounts.ts): EDU, EVT; EDU. */
const SITES = [
  { clientId: 1, websiteId: 1, useCase: 'EDU' },
  { clientId: 1, websiteId: 2, useCase: 'EVT' },
  { clientId: 2, websiteId: 5, useCase: 'EDU' },
] as const;
const siteTokens = new Map<number, string>();
let decl: Declaration;

beforeAll(async () => {
  await eduSiteCtx(ctx, await createTestApp());
  for (const site of SITES)
    siteTokens.set(site.websiteId, await mintToken(ctx.t, site.clientId === 1 ? ctx.tokens.owner : ctx.tokens.other, site));
  decl = plainKind(ctx);
}, 120_000);
afterAll(() => ctx.t.close());

const tokenOf = (websiteId: number) => siteTokens.get(websiteId)!;

/** The ids of a kind's live records in a scope, straight from the table. */
async function liveIdsIn(kind: Declaration, clientId: number, websiteId: number): Promise<Set<number>> {
  const site = kind.scope === 'client' ? sql`website_id IS NULL` : sql`website_id = ${websiteId}`;
  const found = await rows<{ id: string | number }>(
    ctx.t.database.db,
    sql`SELECT record_id AS id FROM records WHERE kind = ${kind.kind} AND client_id = ${clientId} AND ${site} AND live IS NOT NULL`,
  );
  return new Set(found.map((r) => Number(r.id)));
}

describe('a website token reads its own website and client, nothing else', () => {
  const kinds = () => ctx.registry.all();
  it('every kind × 2 clients × 2 websites: a list holds only the scope’s live records, a read of another scope’s is 404', async () => {
    let checked = 0;
    for (const kind of kinds()) {
      for (const site of SITES) {
        const fits = kindFitsUseCase(kind, site.useCase);
        const oneDocument = kind.singleton && !kind.parent;
        const res = await deliver(ctx.t, tokenOf(site.websiteId), oneDocument ? kind.kind : `${kind.kind}?max_results=100`);
        if (!fits) {
          expect(res.statusCode, `${kind.kind} on ${site.useCase}`).toBe(404);
          expect(res.json().error.code).toBe('KIND_NOT_FOR_USE_CASE');
          continue;
        }
        expect(res.statusCode, `${kind.kind} on website ${site.websiteId}: ${res.body}`).toBe(200);
        const own = await liveIdsIn(kind, site.clientId, site.websiteId);
        const data = res.json().data;
        const got = (oneDocument ? (data ? [data] : []) : data).map((d: Record<string, unknown>) => Number(d[kind.id]));
        for (const id of got) expect(own.has(id), `${kind.kind} ${id} read by website ${site.websiteId}`).toBe(true);
        // A record of every other scope is not there for this token.
        for (const other of SITES.filter((s) => s !== site)) {
          const theirs = [...(await liveIdsIn(kind, other.clientId, other.websiteId))].filter((id) => !own.has(id));
          if (theirs.length === 0 || oneDocument) continue;
          const read = await deliver(ctx.t, tokenOf(site.websiteId), `${kind.kind}/${theirs[0]}`);
          expect(read.statusCode, `${kind.kind} ${theirs[0]} of website ${other.websiteId} read by ${site.websiteId}`).toBe(404);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('answers the declared fields, the id and published_at — none of the review flow’s or scope columns', async () => {
    for (const kind of kinds().filter((k) => kindFitsUseCase(k, 'EDU') && !(k.singleton && !k.parent))) {
      const res = await deliver(ctx.t, tokenOf(1), `${kind.kind}?max_results=5`);
      for (const doc of res.json().data as Record<string, unknown>[]) {
        for (const hidden of [
          'status',
          'version',
          'draft',
          'pending_action',
          'is_live',
          'client_id',
          'website_id',
          'created_by',
          'touched_by',
        ]) {
          expect(doc, `${kind.kind}.${hidden}`).not.toHaveProperty(hidden);
        }
        if (kind.websiteField) expect(doc).not.toHaveProperty(kind.websiteField);
        expect(typeof doc.published_at).toBe('string');
        for (const key of Object.keys(doc)) {
          const known = key === kind.id || key === 'published_at' || key in kind.schema.properties;
          expect(known, `${kind.kind} answers ${key}`).toBe(true);
        }
      }
    }
  });

  it('writes nothing: every other method is refused, with or without a session', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await ctx.t.app.inject({
        method,
        url: `/api/delivery/v1/${decl.kind}`,
        headers: { authorization: `Bearer ${tokenOf(1)}` },
      });
      expect([401, 404, 405]).toContain(res.statusCode);
    }
  });

  it('refuses a missing, unknown, revoked or expired token with 401 and the catalogue’s message', async () => {
    const none = await ctx.t.app.inject({ method: 'GET', url: `/api/delivery/v1/${decl.kind}` });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('DELIVERY_TOKEN_MISSING');
    expect((await deliver(ctx.t, 'wct_nope', decl.kind)).json().error.code).toBe('DELIVERY_TOKEN_INVALID');
    // A console session is not a website token.
    expect((await deliver(ctx.t, ctx.tokens.owner, decl.kind)).statusCode).toBe(401);

    const token = await mintToken(ctx.t, ctx.tokens.owner, SITES[0]);
    expect((await deliver(ctx.t, token, decl.kind)).statusCode).toBe(200);
    const listed = await ctx.t.as(ctx.tokens.owner, { method: 'GET', url: '/api/cms/websites/1/tokens?client_id=1' });
    const mine = (listed.json().data as { id: number; name: string }[])[0]!;
    expect(JSON.stringify(listed.json())).not.toContain(token);
    const revoked = await ctx.t.as(ctx.tokens.owner, { method: 'DELETE', url: `/api/cms/websites/1/tokens/${mine.id}?client_id=1` });
    expect(revoked.statusCode).toBe(200);
    expect((await deliver(ctx.t, token, decl.kind)).statusCode).toBe(401);

    const soon = await mintToken(ctx.t, ctx.tokens.owner, SITES[0], { expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect((await deliver(ctx.t, soon, decl.kind)).statusCode).toBe(200);
    await ctx.t.database.db.execute(sql`UPDATE website_tokens SET expires_at = now() - interval '1 second' WHERE expires_at IS NOT NULL`);
    expect((await deliver(ctx.t, soon, decl.kind)).statusCode).toBe(401);
  });

  it('lets only owners of the website’s client manage tokens', async () => {
    for (const who of ['maker', 'checker', 'viewer'] as const) {
      const res = await ctx.t.as(ctx.tokens[who], {
        method: 'POST',
        url: '/api/cms/websites/1/tokens?client_id=1',
        payload: { name: 'x' },
      });
      expect(res.statusCode, who).toBe(403);
    }
    const foreign = await ctx.t.as(ctx.tokens.owner, {
      method: 'POST',
      url: '/api/cms/websites/5/tokens?client_id=1',
      payload: { name: 'x' },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await ctx.t.as(ctx.tokens.owner, {
      method: 'POST',
      url: '/api/cms/websites/1/tokens?client_id=1',
      payload: { name: 'x', origins: ['https://ok.example.com', 'javascript:alert(1)'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('javascript:alert(1)');
  });
});

describe('only live content, cached by ETag', () => {
  const field = () => taggedField(decl);
  const publish = () => decideAll(ctx.t, ctx.tokens.checker, 'publish', { client_id: 1, website_id: 1, asset_type_name: decl.area });

  it('a draft-only record is 404; a pending update answers the live version; a pending delete is there until published', async () => {
    const w = writer(ctx, decl);
    const fresh = await w.create(ctx.tokens.maker, 'draftonly');
    expect((await deliver(ctx.t, tokenOf(1), `${decl.kind}/${fresh.id}`)).statusCode).toBe(404);
    const listed = await deliver(ctx.t, tokenOf(1), `${decl.kind}?search=draftonly`);
    expect(listed.json().data).toEqual([]);
    expect((await publish()).statusCode).toBe(200);
    const live = await deliver(ctx.t, tokenOf(1), `${decl.kind}/${fresh.id}`);
    expect(live.statusCode).toBe(200);
    expect(String(live.json().data[field()])).toContain('draftonly');

    const [row] = await rows<{ version: number }>(ctx.t.database.db, sql`SELECT version FROM records WHERE record_id = ${fresh.id}`);
    const pending = await w.update(ctx.tokens.maker, { ...fresh, version: Number(row!.version) }, 'pendingedit');
    const read = await deliver(ctx.t, tokenOf(1), `${decl.kind}/${fresh.id}`);
    expect(String(read.json().data[field()])).toContain('draftonly');
    expect(read.body).not.toContain('pendingedit');
    // The ETag did not move for a draft save, so a website revalidating gets 304.
    expect(read.headers.etag).toBe(live.headers.etag);
    expect((await deliver(ctx.t, tokenOf(1), `${decl.kind}/${fresh.id}`, { 'if-none-match': String(live.headers.etag) })).statusCode).toBe(
      304,
    );

    expect((await publish()).statusCode).toBe(200);
    const after = await deliver(ctx.t, tokenOf(1), `${decl.kind}/${fresh.id}`, { 'if-none-match': String(live.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(live.headers.etag);
    expect(String(after.json().data[field()])).toContain('pendingedit');

    const [again] = await rows<{ version: number }>(ctx.t.database.db, sql`SELECT version FROM records WHERE record_id = ${fresh.id}`);
    await w.remove(ctx.tokens.maker, { ...pending, version: Number(again!.version) });
    expect((await deliver(ctx.t, tokenOf(1), `${decl.kind}/${fresh.id}`)).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);
    expect((await deliver(ctx.t, tokenOf(1), `${decl.kind}/${fresh.id}`)).statusCode).toBe(404);
  });

  it('sends a strong ETag, 304 with no body, Cache-Control and Vary; another website’s publish leaves the tag alone', async () => {
    const first = await deliver(ctx.t, tokenOf(1), `${decl.kind}?max_results=3`);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(first.headers.vary).toBe('Authorization, Origin');
    const again = await deliver(ctx.t, tokenOf(1), `${decl.kind}?max_results=3`, {
      'if-none-match': `W/${String(first.headers.etag)}, "other"`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    // Another client publishing changes nothing here.
    const other = await mintToken(ctx.t, ctx.tokens.other, SITES[2]);
    expect((await deliver(ctx.t, other, `${decl.kind}?max_results=3`)).statusCode).toBe(200);
    expect((await deliver(ctx.t, tokenOf(1), `${decl.kind}?max_results=3`)).headers.etag).toBe(first.headers.etag);
  });

  it('lets a browser on an allowed origin read (CORS), and refuses any other origin', async () => {
    const token = await mintToken(ctx.t, ctx.tokens.owner, SITES[0], { origins: ['https://www.academy.example.com'] });
    const allowed = await deliver(ctx.t, token, decl.kind, { origin: 'https://www.academy.example.com' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.academy.example.com');
    expect(allowed.headers['access-control-expose-headers']).toBe('ETag');
    const refused = await deliver(ctx.t, token, decl.kind, { origin: 'https://evil.example.net' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('DELIVERY_ORIGIN_REFUSED');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx.t.app.inject({
      method: 'OPTIONS',
      url: `/api/delivery/v1/${decl.kind}`,
      headers: { origin: 'https://www.academy.example.com', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
  });

  it('takes the console list’s search, sort and paging, and names a bad parameter', async () => {
    const res = await deliver(ctx.t, tokenOf(1), `${decl.kind}?max_results=2&page=1&sort=published_at&order=desc`);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ page: 1, max_results: 2 });
    const bad = await deliver(ctx.t, tokenOf(1), `${decl.kind}?sort=nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('sort');
    const unknown = await deliver(ctx.t, tokenOf(1), `${decl.kind}?mode=VIEW_TEMP`);
    expect(unknown.statusCode).toBe(400);
    const expand = await deliver(ctx.t, tokenOf(1), `${decl.kind}?expand=nothing_here`);
    expect(expand.statusCode).toBe(400);
    expect(expand.json().error.field).toBe('expand');
  });
});

describe('a localised singleton', () => {
  it('answers a locale’s own copy once published, the default copy before, and names an unknown locale', async () => {
    const kind = ctx.registry.all().find((d) => d.localised && d.singleton && !d.parent);
    if (!kind) return;
    const site = SITES.find((s) => kindFitsUseCase(kind, s.useCase as UseCase))!;
    const locales = await rows<{ code: string; dflt: boolean }>(
      ctx.t.database.db,
      sql`SELECT country_code AS code, is_default AS dflt FROM website_locales WHERE website_id = ${site.websiteId}`,
    );
    const other = locales.find((l) => !l.dflt)?.code;
    expect(other, 'a second locale on the website').toBeDefined();
    const base = (await deliver(ctx.t, tokenOf(site.websiteId), kind.kind)).json().data;
    const before = await deliver(ctx.t, tokenOf(site.websiteId), `${kind.kind}?locale=${other}`);
    expect(before.json().data).toEqual(base);

    const update = ctx.registry.endpointsOf(kind.kind).update!;
    const read = ctx.registry.endpointsOf(kind.kind).read!;
    const scope = `client_id=1&website_id=${site.websiteId}`;
    const current = await ctx.t.as(ctx.tokens.maker, { method: 'GET', url: `${read.path}?${scope}` });
    const wrap = typeof kind.singleton === 'object' ? kind.singleton.wrap : undefined;
    const doc = (wrap ? current.json().data[wrap][0] : current.json().data) as Record<string, unknown>;
    const fields = Object.fromEntries(Object.entries(doc).filter(([k]) => k in kind.schema.properties));
    const display = kind.display;
    const put = await ctx.t.as(ctx.tokens.maker, {
      method: update.method,
      url: `${update.path}?${scope}&locale_country_code=${other}`,
      payload: { ...fields, [display]: `${String(doc[display])} (${other})`, version: doc.version },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(
      (await decideAll(ctx.t, ctx.tokens.checker, 'publish', { client_id: 1, website_id: site.websiteId, asset_type_name: kind.area }))
        .statusCode,
    ).toBe(200);
    const own = (await deliver(ctx.t, tokenOf(site.websiteId), `${kind.kind}?locale=${other}`)).json().data;
    expect(own[display]).toBe(`${String(doc[display])} (${other})`);
    expect(own).not.toHaveProperty('locale_country_code');
    expect((await deliver(ctx.t, tokenOf(site.websiteId), kind.kind)).json().data[display]).toBe(base[display]);
    const unknown = await deliver(ctx.t, tokenOf(site.websiteId), `${kind.kind}?locale=XX`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'INVALID_QUERY', field: 'locale' });
  });
});

describe('hostile input gets a 400 naming it, never a 500', () => {
  it.each([
    ['a NUL in the search', () => `${decl.kind}?search=a%00b`],
    ['a lone surrogate in the search', () => `${decl.kind}?search=%ED%A0%80`],
    ['a page beyond any number', () => `${decl.kind}?page=1e300`],
    ['a page past every record', () => `${decl.kind}?page=9007199254740991`],
    ['too many results', () => `${decl.kind}?max_results=100000`],
    ['an id beyond any record', () => `${decl.kind}/99999999999999999999`],
    ['deeply nested filters', () => `${decl.kind}?filters=${encodeURIComponent('['.repeat(5000))}`],
    ['filters that are not JSON', () => `${decl.kind}?filters=%7Bnope`],
    ['a locale with odd characters', () => `${decl.kind}?locale=%22%3E%3Cx`],
  ])('%s', async (_what, path) => {
    const res = await deliver(ctx.t, tokenOf(1), path());
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode !== 200) expect(res.json().error.message).toEqual(expect.any(String));
  });
});
