import type { UseCase } from '../../../src/shared/enums';
import type { Declaration, Registry } from '../../../src/shared/registry';
import { sampleBody, sampleSeededFor } from '../../../src/shared/seedSamples';
import type { TestApp } from '../helpers/testApp';

type Doc = Record<string, unknown>;
const REF = /^@([a-z0-9-]+):(\d+)$/;

export interface Ctx {
  t: TestApp;
  registry: Registry;
  tokens: Record<'owner' | 'maker' | 'checker' | 'viewer' | 'other', string>;
  /** The use case of the website a kind is tested on; undefined for client-wide kinds. */
  useCaseFor(decl: Declaration): UseCase | undefined;
  websiteFor(decl: Declaration): number | null;
}

/** Query string that scopes a call to the kind's client and, for website kinds, its website. */
export function scopeQuery(ctx: Ctx, decl: Declaration, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ client_id: '1', ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) });
  const site = ctx.websiteFor(decl);
  if (site !== null) params.set('website_id', String(site));
  return params.toString();
}

async function liveIds(ctx: Ctx, kind: string): Promise<number[]> {
  const decl = ctx.registry.get(kind);
  const list = ctx.registry.endpointsOf(kind).list;
  if (!list) return [];
  const res = await ctx.t.as(ctx.tokens.owner, { method: 'GET', url: `${list.path}?${scopeQuery(ctx, decl, { show_all: 'true' })}` });
  const data = res.json().data;
  const items: Doc[] = Array.isArray(data) ? data : Object.values(data ?? {}).flat() as Doc[];
  return items.filter((d) => d.is_live).map((d) => Number(d[decl.id]));
}

/** A valid record for the kind: its first seed sample for the test website, "@kind:n" references resolved to live ids. */
export async function sampleFor(ctx: Ctx, decl: Declaration, variant = ''): Promise<Doc> {
  const first = (decl.seed?.samples ?? []).find((s) => sampleSeededFor(s, ctx.useCaseFor(decl))) ?? {};
  const sample: Doc = structuredClone(sampleBody(first));
  const resolve = async (value: unknown): Promise<unknown> => {
    if (typeof value === 'string') {
      const match = REF.exec(value);
      if (!match) return value;
      const ids = await liveIds(ctx, match[1]);
      return ids[Number(match[2]) % Math.max(ids.length, 1)];
    }
    if (Array.isArray(value)) return Promise.all(value.map(resolve));
    if (value && typeof value === 'object') {
      const out: Doc = {};
      for (const [k, v] of Object.entries(value)) out[k] = await resolve(v);
      return out;
    }
    return value;
  };
  const doc = (await resolve(sample)) as Doc;
  const display = decl.display;
  if (variant && typeof doc[display] === 'string') doc[display] = `${String(doc[display]).slice(0, 30)} ${variant}`;
  return doc;
}

/** A changed copy that still validates: the display field gets a suffix. */
export function changed(decl: Declaration, doc: Doc, suffix: string): Doc {
  const display = decl.display;
  return { ...doc, [display]: typeof doc[display] === 'string' ? `${String(doc[display]).slice(0, 30)} ${suffix}` : doc[display] };
}
