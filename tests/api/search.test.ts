import { demoContext } from './resources/demoContext';
import type { Declaration } from '../../src/shared/registry';
import { loadDeclarations } from '../../src/server/declarations';
import { sampleFor, scopeQuery } from './resources/sample';
import { ownedFields } from '../../src/shared/ownership';

type Doc = Record<string, unknown>;

/** GET /api/cms/search over every kind with its own list (never a hand-written list): the palette's record search. */
const ctx = demoContext();

const searchable = loadDeclarations()
  .all()
  .filter((d) => !d.parent && !d.singleton && d.endpoints.create && d.endpoints.list)
  .map((d) => [d.kind, d] as const);

const search = (token: string, decl: Declaration, q: string) =>
  ctx.t.as(token, { method: 'GET', url: `/api/cms/search?${scopeQuery(ctx, decl, { q })}` });

describe.each(searchable)('%s', (_kind, decl) => {
  it('finds a record by the text of its search field (or display field), for a viewer of the website', async () => {
    const create = ctx.registry.endpointsOf(decl.kind).create!;
    const body = await sampleFor(ctx, decl, 'srch');
    const made = await ctx.t.as(ctx.tokens.maker, { method: create.method, url: `${create.path}?${scopeQuery(ctx, decl)}`, payload: body });
    expect(made.statusCode, made.body).toBe(201);
    const id = Number(made.json().data[decl.id]);
    const at = (path: string) => path.split('.').reduce<unknown>((v, p) => (v && typeof v === 'object' ? (v as Doc)[p] : undefined), body);
    const value = [...(decl.list?.search ?? []), decl.display].map(at).find((v): v is string => typeof v === 'string' && v.length >= 2);
    // Every kind's sample has a text to find it by; a kind without one would be unreachable from the palette.
    expect(value, `${decl.kind} has no text field to search`).toBeDefined();
    const res = await search(ctx.tokens.viewer, decl, value!.slice(0, 100));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toContainEqual(expect.objectContaining({ kind: decl.kind, id }));
  });
});

describe('what the search refuses or leaves out', () => {
  const zones = () => ctx.registry.get('event-zones');
  it('keeps to the website’s use case: an academy search finds no event zone', async () => {
    const res = await ctx.t.as(ctx.tokens.viewer, { method: 'GET', url: '/api/cms/search?client_id=1&website_id=1&q=Main Stage' });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as Doc[]).filter((r) => r.kind === 'event-zones')).toEqual([]);
  });
  it.each([
    ['another client', 'other', 'client_id=1&website_id=2&q=Main', 403],
    ['a text of one character', 'viewer', 'client_id=1&website_id=2&q=M', 400],
    ['no text', 'viewer', 'client_id=1&website_id=2', 400],
  ] as const)('refuses %s', async (_case, who, query, status) => {
    const res = await ctx.t.as(ctx.tokens[who], { method: 'GET', url: `/api/cms/search?${query}` });
    expect(res.statusCode).toBe(status);
  });
  it('treats % and _ as text, not as wildcards', async () => {
    const res = await search(ctx.tokens.viewer, zones(), '%_');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });
});

/** Every owner kind that is a child (a course's program owns the product it is sold as): found, not what it owns. */
const childOwners = loadDeclarations()
  .all()
  .filter((d) => d.parent && ownedFields(d).length > 0)
  .map((d) => [d.kind, d] as const);

describe.each(childOwners)('a record of %s, which owns records of another kind', (_kind, decl) => {
  it('is found with the parent it opens through, and what it owns is not found by itself', async () => {
    const list = ctx.registry.endpointsOf(decl.kind).list!;
    const res = await ctx.t.as(ctx.tokens.viewer, { method: 'GET', url: `${list.path}?${scopeQuery(ctx, decl, { max_results: 5 })}` });
    expect(res.statusCode, res.body).toBe(200);
    const owner = (res.json().data as Doc[]).find((r) => ownedFields(decl).some((o) => (r[o.field] as Doc | undefined)?.[o.spec.id]))!;
    expect(owner, `a demo ${decl.kind} owning a record`).toBeDefined();
    const name = String(owner[decl.display]);
    const found = (await search(ctx.tokens.viewer, decl, name.slice(0, 100))).json().data as Doc[];
    expect(found).toContainEqual({
      kind: decl.kind,
      id: owner[decl.id],
      label: name,
      parent_kind: decl.parent!.kind,
      parent_id: owner[decl.parent!.field],
    });
    for (const owned of ownedFields(decl)) {
      const ownedId = (owner[owned.field] as Doc)[owned.spec.id];
      expect(found.filter((r) => r.kind === owned.spec.kind && r.id === ownedId)).toEqual([]);
    }
  });
});
