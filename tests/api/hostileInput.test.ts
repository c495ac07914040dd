import fc from 'fast-check';
import type { Declaration } from '../../src/shared/registry';
import { validateRecord } from '../../src/server/resources/validateBody';
import { MAX_JSON_DEPTH } from '../../src/server/plugins/inputLimits';
import { createTestApp } from './helpers/testApp';
import { demoUseCaseFor, demoWebsiteFor, sampleFor, scopeQuery, type Ctx } from './resources/sample';

/**
 * Bad input never gives a 5xx: every write call of every declaration is fed hostile bodies (NUL,
 * lone surrogates, huge and odd numbers, deep and strange values, unknown keys) from a seeded
 * property; whatever is accepted still validates against its declaration. Fixed cases cover the
 * query, path and header parts and the depth and size limits.
 */
type Doc = Record<string, unknown>;
const BODY_LIMIT = 64 * 1024;
const RUNS = 200;
const SEED = 20261124;
const ctx = {} as Ctx;

beforeAll(async () => {
  ctx.t = await createTestApp({ bodyLimit: BODY_LIMIT });
  ctx.registry = ctx.t.app.registry;
  const owner = await ctx.t.login('owner@example.com');
  ctx.tokens = { owner, maker: owner, checker: owner, viewer: owner, other: owner };
  ctx.useCaseFor = demoUseCaseFor;
  ctx.websiteFor = demoWebsiteFor;
});
afterAll(() => ctx.t.close());

const nasty = fc.constantFrom('\u0000', '\ud800', '\udfff', '\udc00\ud800', '', ' \t\n', '\u202e', '%00', "'; --", '\\u0000');
const hostileString = fc
  .tuple(fc.string({ maxLength: 8 }), nasty, fc.string({ unit: 'binary', maxLength: 8 }))
  .map((parts) => parts.join(''));
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(1e308, -1e308, -0, 2 ** 53 + 2, 0.1, -1));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, [], {}),
  fc.anything({ maxDepth: 3, maxKeys: 4, withBigInt: false }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** A valid sample with some declared (and some undeclared) fields replaced by hostile values. */
function hostileBody(decl: Declaration, sample: Doc): fc.Arbitrary<Doc> {
  const keys = [...Object.keys(decl.schema.properties), decl.id, 'version', 'client_id'];
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: hostileString });
  return fc.dictionary(key, hostileValue, { minKeys: 1, maxKeys: 4 }).map((overrides) => ({ ...sample, ...overrides }));
}

function writeCalls(decl: Declaration) {
  const ends = ctx.registry.endpointsOf(decl.kind);
  return { create: ends.create, update: decl.singleton ? undefined : ends.update };
}

/** The record an accepted write answered with must still be a valid record of its kind. */
function expectValidRecord(decl: Declaration, data: Doc): void {
  expect(() => validateRecord(decl, data, 1), `${decl.kind} accepted ${JSON.stringify(data)}`).not.toThrow();
}

describe('hostile bodies on every write call of every declaration', () => {
  const kinds = () => ctx.registry.all().filter((d) => writeCalls(d).create);

  it('never answers 5xx on create, and what it accepts re-validates', async () => {
    for (const decl of kinds()) {
      const create = writeCalls(decl).create;
      if (!create) continue;
      const sample = await sampleFor(ctx, decl);
      await fc.assert(
        fc.asyncProperty(hostileBody(decl, sample), async (body) => {
          const res = await ctx.t.as(ctx.tokens.owner, {
            method: create.method,
            url: `${create.path}?${scopeQuery(ctx, decl)}`,
            payload: body,
          });
          expect(res.statusCode, `${decl.kind} create: ${res.body}`).toBeLessThan(500);
          if (res.statusCode === 201) expectValidRecord(decl, res.json().data);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
  }, 240_000);

  it('never answers 5xx on update, and what it accepts re-validates', async () => {
    for (const decl of kinds()) {
      const { create, update } = writeCalls(decl);
      if (!create || !update) continue;
      const made = await ctx.t.as(ctx.tokens.owner, {
        method: create.method,
        url: `${create.path}?${scopeQuery(ctx, decl)}`,
        payload: await sampleFor(ctx, decl),
      });
      expect(made.statusCode, made.body).toBe(201);
      const id = Number(made.json().data[decl.id]);
      let version = Number(made.json().data.version);
      const sample = made.json().data as Doc;
      await fc.assert(
        fc.asyncProperty(hostileBody(decl, sample), async (body) => {
          const url = `${update.path.replace('{id}', String(id))}?${scopeQuery(ctx, decl, { [decl.id]: id, version })}`;
          const res = await ctx.t.as(ctx.tokens.owner, { method: update.method, url, payload: body });
          expect(res.statusCode, `${decl.kind} update: ${res.body}`).toBeLessThan(500);
          if (res.statusCode === 200) {
            version = Number(res.json().data.version);
            expectValidRecord(decl, res.json().data);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
  }, 240_000);
});

describe('hostile request parts answer 400 naming the part, never 5xx', () => {
  const kind = () => {
    const decl = ctx.registry.all().find((d) => ctx.registry.endpointsOf(d.kind).list && d.list?.search.length);
    if (!decl) throw new Error('no declaration with a searchable list');
    return decl;
  };
  const listUrl = (decl: Declaration, extra: string) =>
    `${ctx.registry.endpointsOf(decl.kind).list?.path}?${scopeQuery(ctx, decl)}&${extra}`;

  it.each([
    ['NUL in search', 'search=a%00b', 'search'],
    ['NUL inside the filters JSON', `filters=${encodeURIComponent('{"a":"x\\u0000"}')}`, 'filters'],
    ['a lone surrogate inside the filters JSON', `filters=${encodeURIComponent('{"a":"\\ud800"}')}`, 'filters'],
    ['NUL in a filters key', `filters=${encodeURIComponent('{"a\\u0000":"x"}')}`, 'filters'],
  ])('%s', async (_name, query, field) => {
    const res = await ctx.t.as(ctx.tokens.owner, { method: 'GET', url: listUrl(kind(), query) });
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(res.json().error.field).toBe(field);
  });

  it('reads a surrogate half sent as (invalid) UTF-8 in search as text, never a 5xx', async () => {
    // Percent-decoding cannot produce a lone surrogate: the bytes of one are not UTF-8, so they stay text.
    const res = await ctx.t.as(ctx.tokens.owner, { method: 'GET', url: listUrl(kind(), 'search=a%ED%A0%80') });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('answers a malformed percent-encoding in the path with 400 in the catalogue shape', async () => {
    const res = await ctx.t.as(ctx.tokens.owner, { method: 'GET', url: '/preview/1/ab%E0%A4%A' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('refuses %00 in a /preview path with 400', async () => {
    const res = await ctx.t.as(ctx.tokens.owner, { method: 'GET', url: '/preview/1/about%00us' });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('refuses a NUL or lone surrogate in a header with 400 naming it', async () => {
    for (const value of ['a\u0000b', 'x\ud800']) {
      const res = await ctx.t.as(ctx.tokens.owner, { method: 'GET', url: '/api/main/languages?client_id=1', headers: { 'x-note': value } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.field).toBe('x-note');
    }
  });

  it('refuses NUL and lone surrogates in a body, naming the field, at any depth', async () => {
    const decl = kind();
    const create = writeCalls(decl).create;
    if (!create) return;
    const sample = await sampleFor(ctx, decl);
    for (const [body, field] of [
      [`{"${decl.display}":"a\\u0000b"}`, decl.display],
      [`{"${decl.display}":"a\\ud800"}`, decl.display],
      [`{"extra":{"deeper":["ok","\\udfff"]}}`, 'extra/deeper/1'],
    ] as const) {
      const payload = JSON.stringify({ ...sample, ...(JSON.parse(body) as Doc) });
      const res = await ctx.t.as(ctx.tokens.owner, {
        method: create.method,
        url: `${create.path}?${scopeQuery(ctx, decl)}`,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with 400, even 5,000 deep`, async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 5000]) {
      const payload = `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      const res = await ctx.t.as(ctx.tokens.owner, {
        method: 'POST',
        url: '/api/cms/vcs/publish',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('JSON_TOO_DEEP');
    }
    // At the limit the body is read (and refused for what it says, not how deep it is).
    const ok = `{"a":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    const res = await ctx.t.as(ctx.tokens.owner, {
      method: 'POST',
      url: '/api/cms/vcs/publish',
      payload: ok,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json().error.code).not.toBe('JSON_TOO_DEEP');
  });

  it('answers 413 to a body over the limit', async () => {
    const res = await ctx.t.as(ctx.tokens.owner, {
      method: 'POST',
      url: '/api/cms/vcs/publish',
      payload: { pad: 'x'.repeat(BODY_LIMIT + 1) },
    });
    expect(res.statusCode).toBe(413);
  });
});
