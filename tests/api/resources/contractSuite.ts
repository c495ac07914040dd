import { demoContext } from './demoContext';
import type { Declaration } from '../../../src/shared/registry';
import { ownedFields } from '../../../src/shared/ownership';
import type { Config } from '../../../src/server/config';
import { changed, sampleFor, scopeQuery } from './sample';
import { first } from '../../helpers/first';
import { decideAll } from '../helpers/review';

/**
 * The contract every writable kind keeps (CRUD, maker → checker → live, reset, reject, four-eyes,
 * stale versions, viewer and cross-tenant refusals), as a function so that a suite can run it over
 * the declarations of schemas/ and another over a copy with a kind no code names.
 */

/** Kinds the contract applies to: listed, created, updated and deleted through their own calls. */
export function writableKinds(decls: readonly Declaration[]): (readonly [string, Declaration])[] {
  return decls
    .filter((d) => !d.singleton && d.endpoints.create && d.endpoints.update && d.endpoints.delete)
    .map((d) => [d.kind, d] as const);
}

export function describeContract(kinds: readonly (readonly [string, Declaration])[], overrides: Partial<Config> = {}): void {
  const ctx = demoContext(overrides);

  function call(token: string, method: string, path: string, query: string, payload?: unknown) {
    return ctx.t.as(token, { method: method, url: `${path}?${query}`, payload: payload as object });
  }

  function idPath(decl: Declaration, slot: 'update' | 'delete' | 'read', id: number): { path: string; method: string } {
    const e = ctx.registry.endpointsOf(decl.kind)[slot]!;
    return { path: e.path.replace('{id}', String(id)), method: e.method };
  }

  async function pending(decl: Declaration) {
    const q = new URLSearchParams({ client_id: '1', asset_type_name: decl.area });
    const site = ctx.websiteFor(decl);
    if (site !== null) q.set('website_id', String(site));
    const res = await call(ctx.tokens.checker, 'GET', '/api/cms/vcs/blocks', q.toString());
    expect(res.statusCode).toBe(200);
    return { blocks: res.json().data as Record<string, unknown>[], scope: Object.fromEntries(q) };
  }

  async function readWorking(decl: Declaration, id: number, mode?: string) {
    const list = ctx.registry.endpointsOf(decl.kind).list!;
    const res = await call(ctx.tokens.viewer, 'GET', list.path, scopeQuery(ctx, decl, { id, ...(mode ? { mode } : {}) }));
    expect(res.statusCode).toBe(200);
    return (res.json().data as Record<string, unknown>[])[0];
  }

  /** The record as the list shows it, which the test expects to be there. */
  async function readExisting(decl: Declaration, id: number, mode?: string) {
    return first(
      [await readWorking(decl, id, mode)].filter((row) => row !== undefined),
      `${decl.kind} ${id}`,
    );
  }

  describe.each(kinds)('%s', (_kind, decl) => {
    it('goes maker → pending → checker publishes → live, with one block of the declared change-log type', async () => {
      const create = ctx.registry.endpointsOf(decl.kind).create!;
      const body = await sampleFor(ctx, decl, 'contract');
      const made = await call(ctx.tokens.maker, create.method, create.path, scopeQuery(ctx, decl), body);
      expect(made.statusCode, made.body).toBe(201);
      const record = made.json().data;
      expect(record).toMatchObject({ status: 'pendingreview', pending_action: 'CREATE', version: 1, is_live: false });
      const id = Number(record[decl.id]);
      // Lists shape their rows in SQL (src/server/resources/listPage.ts), saves in JavaScript: one shape.
      expect(await readWorking(decl, id)).toEqual(record);

      const { blocks, scope } = await pending(decl);
      const mine = blocks.filter((b) => b.record_id === id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ action: 'CREATE', change_log_type: decl.changeLogType, status: 'pendingreview' });

      expect((await decideAll(ctx.t, ctx.tokens.maker, 'publish', scope)).statusCode).toBe(403);
      const published = await decideAll(ctx.t, ctx.tokens.checker, 'publish', scope);
      expect(published.statusCode, published.body).toBe(200);
      expect(await readWorking(decl, id)).toMatchObject({ status: 'live', is_live: true, pending_action: null });
      expect((await pending(decl)).blocks).toHaveLength(0);
    });

    it('keeps live data untouched by an update until publish, refuses a stale version with 409, and resets', async () => {
      const create = ctx.registry.endpointsOf(decl.kind).create!;
      const body = await sampleFor(ctx, decl, 'upd');
      const made = (await call(ctx.tokens.maker, create.method, create.path, scopeQuery(ctx, decl), body)).json().data;
      const id = Number(made[decl.id]);
      const { scope } = await pending(decl);
      await decideAll(ctx.t, ctx.tokens.checker, 'publish', scope);
      const live = await readExisting(decl, id);

      const { path, method } = idPath(decl, 'update', id);
      const edit = changed(decl, body, 'edited');
      const ok = await call(ctx.tokens.maker, method, path, scopeQuery(ctx, decl), { ...edit, [decl.id]: id, version: live.version });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ status: 'pendingreview', pending_action: 'UPDATE' });
      expect((await readExisting(decl, id, 'VIEW'))[decl.display]).toEqual(live[decl.display]);
      expect((await readExisting(decl, id, 'VIEW_TEMP'))[decl.display]).toEqual(edit[decl.display]);

      const stale = await call(ctx.tokens.owner, method, path, scopeQuery(ctx, decl), { ...edit, [decl.id]: id, version: live.version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toMatchObject({ category: 'DBStateError', details: { current_version: Number(live.version) + 1 } });

      const reset = await decideAll(ctx.t, ctx.tokens.checker, 'reset', scope);
      expect(reset.statusCode, reset.body).toBe(200);
      const after = await readExisting(decl, id);
      expect(after).toMatchObject({ status: 'live', pending_action: null });
      expect(after[decl.display]).toEqual(live[decl.display]);
    });

    it('rejects one block with a reason, applies four-eyes, and deletes through review', async () => {
      const create = ctx.registry.endpointsOf(decl.kind).create!;
      const body = await sampleFor(ctx, decl, 'own');
      const made = (await call(ctx.tokens.owner, create.method, create.path, scopeQuery(ctx, decl), body)).json().data;
      const id = Number(made[decl.id]);
      const { blocks, scope } = await pending(decl);
      const refused = await decideAll(ctx.t, ctx.tokens.owner, 'publish', scope);
      expect(refused.statusCode).toBe(403);
      // A kind that owns records (x-owns) made those too, as changes of its author.
      const authored = 1 + ownedFields(decl).length;
      expect(refused.json().error.message).toMatch(new RegExp(`${authored} of these changes yourself \\(.+\\); another checker`));

      const block = blocks.find((b) => b.record_id === id)!;
      const rejected = await call(ctx.tokens.checker, 'POST', '/api/cms/vcs/reject', 'client_id=1', {
        block_id: block.block_id,
        reason: 'Wrong picture',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(await readWorking(decl, id)).toBeUndefined();

      const again = (await call(ctx.tokens.maker, create.method, create.path, scopeQuery(ctx, decl), body)).json().data;
      const againId = Number(again[decl.id]);
      await decideAll(ctx.t, ctx.tokens.checker, 'publish', scope);
      const del = idPath(decl, 'delete', againId);
      const gone = await call(ctx.tokens.maker, del.method, del.path, scopeQuery(ctx, decl, { [decl.id]: againId, version: 2 }));
      expect(gone.statusCode, gone.body).toBe(200);
      expect(await readWorking(decl, againId)).toMatchObject({ pending_action: 'DELETE', is_live: true });
      expect((await decideAll(ctx.t, ctx.tokens.checker, 'publish', scope)).statusCode).toBe(200);
      expect(await readWorking(decl, againId)).toBeUndefined();
    });

    it('refuses viewers, other clients and bad bodies, writing nothing', async () => {
      const create = ctx.registry.endpointsOf(decl.kind).create!;
      const list = ctx.registry.endpointsOf(decl.kind).list!;
      const body = await sampleFor(ctx, decl, 'refused');
      const before = (await call(ctx.tokens.viewer, 'GET', list.path, scopeQuery(ctx, decl))).json().meta.total;
      expect((await call(ctx.tokens.viewer, create.method, create.path, scopeQuery(ctx, decl), body)).statusCode).toBe(403);
      // The role comes before the body: a viewer's malformed body is refused as a viewer, not corrected.
      expect((await call(ctx.tokens.viewer, create.method, create.path, scopeQuery(ctx, decl), { no_such_field: 1 })).statusCode).toBe(403);
      const garbled = await ctx.t.as(ctx.tokens.viewer, {
        method: create.method,
        url: `${create.path}?${scopeQuery(ctx, decl)}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"not json',
      });
      expect(garbled.statusCode, garbled.body).toBe(403);
      const cross = await call(ctx.tokens.other, create.method, create.path, scopeQuery(ctx, decl), body);
      expect(cross.statusCode).toBe(403);
      expect(cross.json().error.category).toBe('AuthError');
      expect((await call(ctx.tokens.other, 'GET', list.path, scopeQuery(ctx, decl))).statusCode).toBe(403);
      const bad = await call(ctx.tokens.maker, create.method, create.path, scopeQuery(ctx, decl), { ...body, no_such_field: 1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatchObject({ category: 'RequestError', field: 'no_such_field' });
      expect((await call(ctx.tokens.viewer, 'GET', list.path, scopeQuery(ctx, decl))).json().meta.total).toBe(before);
    });
  });
}
