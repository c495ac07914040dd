import type { LightMyRequestResponse } from 'fastify';
import type { Declaration } from '../../../src/shared/registry';
import { writableKinds } from '../resources/contractSuite';
import { differentFrom, sampleFor, scopeQuery, type Ctx } from '../resources/sample';
import type { TestApp } from './testApp';

/** An owner's new API token for a website (POST /api/cms/websites/{id}/tokens). */
export async function mintToken(
  t: TestApp,
  owner: string,
  site: { clientId: number; websiteId: number },
  body: Record<string, unknown> = {},
): Promise<string> {
  const res = await t.as(owner, {
    method: 'POST',
    url: `/api/cms/websites/${site.websiteId}/tokens?client_id=${site.clientId}`,
    payload: { name: 'website', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`token for website ${site.websiteId}: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

/** A delivery API call with a website token. */
export const deliver = (t: TestApp, token: string, path: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url: `/api/delivery/v1/${path}`, headers: { authorization: `Bearer ${token}`, ...headers } });

/** A website kind of the EDU demo site whose records point at nothing, so publishing it alone is clean. */
export function plainKind(ctx: Ctx): Declaration {
  const found = writableKinds(ctx.registry.all())
    .map(([, d]) => d)
    .find(
      (d) =>
        d.scope === 'website' &&
        d.area === 'ENTITY' &&
        (d.useCases === 'ALL' || d.useCases.includes('EDU')) &&
        ctx.registry.refsOf(d.kind).length === 0 &&
        (d.list?.search.length ?? 0) > 0,
    );
  if (!found) throw new Error('no declaration without references to test delivery on');
  return found;
}

export type Rec = { id: number; version: number; body: Record<string, unknown> };

/** A maker's saves of one kind on the demo EDU website, as the console makes them. */
export function writer(ctx: Ctx, decl: Declaration) {
  const endpoint = (slot: 'create' | 'update' | 'delete', id?: number) => {
    const e = ctx.registry.endpointsOf(decl.kind)[slot];
    if (!e) throw new Error(`${decl.kind} has no ${slot} call`);
    return { method: e.method, path: e.path.replace('{id}', String(id)) };
  };
  return {
    async create(token: string, tag: string): Promise<Rec> {
      const { method, path } = endpoint('create');
      const body = differentFrom(decl, await sampleFor(ctx, decl), tag);
      const res = await ctx.t.as(token, { method, url: `${path}?${scopeQuery(ctx, decl)}`, payload: body });
      if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
      const data = res.json().data;
      return { id: Number(data[decl.id]), version: Number(data.version), body };
    },
    async update(token: string, rec: Rec, tag: string): Promise<Rec> {
      const { method, path } = endpoint('update', rec.id);
      const body = differentFrom(decl, rec.body, tag);
      const query = scopeQuery(ctx, decl, { [decl.id]: rec.id, version: rec.version });
      const res = await ctx.t.as(token, { method, url: `${path}?${query}`, payload: body });
      if (res.statusCode !== 200) throw new Error(`update: ${res.statusCode} ${res.body}`);
      return { id: rec.id, version: Number(res.json().data.version), body };
    },
    async remove(token: string, rec: Rec): Promise<void> {
      const { method, path } = endpoint('delete', rec.id);
      const res = await ctx.t.as(token, { method, url: `${path}?${scopeQuery(ctx, decl, { [decl.id]: rec.id, version: rec.version })}` });
      if (res.statusCode !== 200) throw new Error(`delete: ${res.statusCode} ${res.body}`);
    },
  };
}

/** The text field differentFrom changes: where a save's tag shows. */
export function taggedField(decl: Declaration): string {
  const probe = differentFrom(decl, {}, 'TAG');
  const field = Object.entries(probe).find(([, v]) => typeof v === 'string' && v.includes('TAG'))?.[0];
  if (!field) throw new Error(`${decl.kind} has no text field to tag`);
  return field;
}
