import type { Declaration } from '../../src/shared/registry';
import { createTestApp } from './helpers/testApp';
import { decideAll } from './helpers/review';
import { writableKinds } from './resources/contractSuite';
import { differentFrom, eduSiteCtx, sampleFor, scopeQuery, type Ctx } from './resources/sample';

/**
 * Four eyes by everyone who touched it: whoever wrote any version of a pending record may not
 * publish it, and withdrawing a draft someone else wrote needs the checker role.
 */
const ctx = {} as Ctx;
let decl: Declaration;

beforeAll(async () => {
  await eduSiteCtx(ctx, await createTestApp());
  // Any website kind of the EDU site whose records point at nothing: publishing it alone is then clean.
  const fits = writableKinds(ctx.registry.all()).map(([, d]) => d);
  const found = fits.find(
    (d) =>
      d.scope === 'website' &&
      d.area === 'ENTITY' &&
      (d.useCases === 'ALL' || d.useCases.includes('EDU')) &&
      ctx.registry.refsOf(d.kind).length === 0,
  );
  if (!found) throw new Error('no declaration without references to test four-eyes on');
  decl = found;
});
afterAll(() => ctx.t.close());

const endpoint = (slot: 'create' | 'update' | 'delete', id?: number) => {
  const e = ctx.registry.endpointsOf(decl.kind)[slot];
  if (!e) throw new Error(`${decl.kind} has no ${slot} call`);
  return { method: e.method, path: e.path.replace('{id}', String(id)) };
};

type Rec = { id: number; version: number; body: Record<string, unknown> };

async function create(token: string): Promise<Rec> {
  const { method, path } = endpoint('create');
  const body = await sampleFor(ctx, decl);
  const res = await ctx.t.as(token, { method, url: `${path}?${scopeQuery(ctx, decl)}`, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  return { id: Number(data[decl.id]), version: Number(data.version), body };
}

async function resave(token: string, rec: Rec): Promise<Rec> {
  const { method, path } = endpoint('update', rec.id);
  const body = differentFrom(decl, rec.body, `again${rec.version}`);
  const res = await ctx.t.as(token, {
    method,
    url: `${path}?${scopeQuery(ctx, decl, { [decl.id]: rec.id, version: rec.version })}`,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(Number(res.json().data.version)).toBe(rec.version + 1);
  return { id: rec.id, version: Number(res.json().data.version), body };
}

const scope = () => ({ client_id: 1, website_id: 1, asset_type_name: decl.area });
const publish = (token: string) => decideAll(ctx.t, token, 'publish', scope());
const reset = (token: string) => decideAll(ctx.t, token, 'reset', scope());

function remove(token: string, rec: Rec) {
  const { method, path } = endpoint('delete', rec.id);
  return ctx.t.as(token, { method, url: `${path}?${scopeQuery(ctx, decl, { [decl.id]: rec.id, version: rec.version })}` });
}

describe('four eyes by everyone who touched a pending record', () => {
  beforeEach(async () => {
    // Each case starts from an empty change-set.
    const cleared = await reset(ctx.tokens.checker);
    expect([200, 409]).toContain(cleared.statusCode);
  });

  it('refuses the owner who created a record a maker then re-saved, naming how many', async () => {
    const rec = await create(ctx.tokens.owner);
    await resave(ctx.tokens.maker, rec);
    const refused = await publish(ctx.tokens.owner);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.code).toBe('FOUR_EYES');
    expect(refused.json().error.message).toMatch(/1 of these changes yourself \(.+\); another checker/);
    const published = await publish(ctx.tokens.checker);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.published).toBe(1);
  });

  it('counts every block the checker wrote a version of, and lets a checker who wrote none publish', async () => {
    const first = await create(ctx.tokens.maker);
    await resave(ctx.tokens.owner, first);
    await create(ctx.tokens.owner);
    await create(ctx.tokens.maker);
    const refused = await publish(ctx.tokens.owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/2 of these changes yourself/);
    expect(refused.json().error.details.block_ids).toHaveLength(2);
    expect((await publish(ctx.tokens.checker)).statusCode).toBe(200);
  });

  it('lets a maker withdraw a draft only they wrote', async () => {
    const rec = await create(ctx.tokens.maker);
    const res = await remove(ctx.tokens.maker, rec);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.withdrawn).toBe(true);
  });

  it('refuses a maker withdrawing a draft someone else wrote, and lets a checker do it', async () => {
    const rec = await create(ctx.tokens.owner);
    const refused = await remove(ctx.tokens.maker, rec);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.code).toBe('WITHDRAW_NEEDS_CHECKER');
    const mine = await resave(ctx.tokens.maker, rec);
    // Having written a version too does not make the owner's part the maker's to withdraw.
    expect((await remove(ctx.tokens.maker, mine)).statusCode).toBe(403);
    const withdrawn = await remove(ctx.tokens.owner, mine);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  });
});
