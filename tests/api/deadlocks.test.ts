import type { LightMyRequestResponse } from 'fastify';
import type { Declaration } from '../../src/shared/registry';
import { createTestApp } from './helpers/testApp';
import { writableKinds } from './resources/contractSuite';
import { sampleFor, scopeQuery, type Ctx } from './resources/sample';
import { decideAll } from './helpers/review';

/**
 * No deadlock answers 5xx: publish against save, publish against publish, reset against save and
 * delete against publish, each raced 50 times on PostgreSQL. Blocks are locked before records, in
 * id order, everywhere; a transaction that still meets 40P01/40001 is run again.
 */
const ROUNDS = 50;
const PER_ROUND = 3;
const pg = process.env.TEST_DATABASE_URL;
const title = pg
  ? 'concurrent review-flow calls on PostgreSQL'
  : 'concurrent review-flow calls (skipped: TEST_DATABASE_URL is not set; PGlite runs one transaction at a time, so only PostgreSQL can deadlock)';

describe.skipIf(!pg)(title, () => {
  const ctx = {} as Ctx;
  let decl: Declaration;

  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.registry = ctx.t.app.registry;
    const [owner, maker, checker] = await Promise.all([
      ctx.t.login('owner@example.com'),
      ctx.t.login('maker@example.com'),
      ctx.t.login('checker@example.com'),
    ]);
    ctx.tokens = { owner, maker, checker, viewer: checker, other: checker };
    ctx.useCaseFor = () => 'EDU';
    ctx.websiteFor = (d) => (d.scope === 'client' ? null : 1);
    const found = writableKinds(ctx.registry.all())
      .map(([, d]) => d)
      .find(
        (d) => d.scope === 'website' && (d.useCases === 'ALL' || d.useCases.includes('EDU')) && ctx.registry.refsOf(d.kind).length === 0,
      );
    if (!found) throw new Error('no website declaration without references to race on');
    decl = found;
  }, 60_000);
  afterAll(() => ctx.t?.close());

  const call = (slot: 'create' | 'update' | 'delete') => {
    const e = ctx.registry.endpointsOf(decl.kind)[slot];
    if (!e) throw new Error(`${decl.kind} has no ${slot} call`);
    return e;
  };
  const scope = () => ({ client_id: 1, website_id: 1, asset_type_name: decl.area });
  const publish = (token: string) => decideAll(ctx.t, token, 'publish', scope());
  const reset = () => decideAll(ctx.t, ctx.tokens.checker, 'reset', scope());

  async function create(): Promise<{ id: number; version: number }> {
    const e = call('create');
    const res = await ctx.t.as(ctx.tokens.maker, {
      method: e.method,
      url: `${e.path}?${scopeQuery(ctx, decl)}`,
      payload: await sampleFor(ctx, decl),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: Number(res.json().data[decl.id]), version: Number(res.json().data.version) };
  }

  async function save(rec: { id: number; version: number }) {
    const e = call('update');
    const url = `${e.path.replace('{id}', String(rec.id))}?${scopeQuery(ctx, decl, { [decl.id]: rec.id, version: rec.version })}`;
    return ctx.t.as(ctx.tokens.maker, { method: e.method, url, payload: await sampleFor(ctx, decl, 'race') });
  }

  function remove(rec: { id: number; version: number }) {
    const e = call('delete');
    const url = `${e.path.replace('{id}', String(rec.id))}?${scopeQuery(ctx, decl, { [decl.id]: rec.id, version: rec.version })}`;
    return ctx.t.as(ctx.tokens.maker, { method: e.method, url });
  }

  /** Starts from an empty change-set and gives PER_ROUND pending records. */
  async function pendingRecords() {
    await reset();
    return Promise.all(Array.from({ length: PER_ROUND }, () => create()));
  }

  function expectNo5xx(answers: LightMyRequestResponse[]) {
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
  }

  it('publish against save', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const recs = await pendingRecords();
      expectNo5xx(await Promise.all([publish(ctx.tokens.checker), ...recs.map((r) => save(r))]));
    }
  }, 180_000);

  it('publish against publish', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await pendingRecords();
      const answers = await Promise.all([publish(ctx.tokens.checker), publish(ctx.tokens.owner)]);
      expectNo5xx(answers);
      // Exactly one of them applies the change-set; the other finds it gone (412) or nothing left.
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    }
  }, 180_000);

  it('reset against save', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const recs = await pendingRecords();
      expectNo5xx(await Promise.all([reset(), ...recs.map((r) => save(r))]));
    }
  }, 180_000);

  it('delete against publish', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const recs = await pendingRecords();
      // Live records with a pending update each: the deletes and the publish race for them.
      expect((await publish(ctx.tokens.checker)).statusCode).toBe(200);
      const edited = await Promise.all(
        recs.map(async (r) => ({ id: r.id, version: Number((await save({ id: r.id, version: r.version + 1 })).json().data.version) })),
      );
      expectNo5xx(await Promise.all([publish(ctx.tokens.checker), ...edited.map((r) => remove(r))]));
    }
  }, 180_000);
});
