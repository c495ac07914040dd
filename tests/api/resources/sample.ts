import type { UseCase } from '../../../src/shared/enums';
import type { Declaration, Registry } from '../../../src/shared/registry';
import { sampleRecord } from '../../../generators/lib/sampleRecord';
import type { TestApp } from '../helpers/testApp';

type Doc = Record<string, unknown>;

export interface Ctx {
  t: TestApp;
  registry: Registry;
  tokens: Record<'owner' | 'maker' | 'checker' | 'viewer' | 'other', string>;
  /** The use case of the website a kind is tested on; undefined for client-wide kinds. */
  useCaseFor(decl: Declaration): UseCase | undefined;
  websiteFor(decl: Declaration): number | null;
}

/** The demo website of each use case (src/server/seed/demoAccounts.ts seeds them in this order). */
export const SITE_BY_USECASE: Readonly<Record<UseCase, number>> = { EDU: 1, EVT: 2, SPC: 3, HAF: 4 };

/** The demo use case a kind is tested on (its first, EDU for ALL); undefined for client-wide kinds. */
export function demoUseCaseFor(decl: Declaration): UseCase | undefined {
  if (decl.scope === 'client') return undefined;
  return decl.useCases === 'ALL' ? 'EDU' : decl.useCases[0];
}

/** The demo website a kind is tested on; null for client-wide kinds. */
export function demoWebsiteFor(decl: Declaration): number | null {
  const useCase = demoUseCaseFor(decl);
  return useCase === undefined ? null : SITE_BY_USECASE[useCase];
}

/** Signs in every demo user of Ctx['tokens'] on a test app. */
export async function demoTokens(t: TestApp): Promise<Ctx['tokens']> {
  return {
    owner: await t.login('owner@example.com'),
    maker: await t.login('maker@example.com'),
    checker: await t.login('checker@example.com'),
    viewer: await t.login('viewer@example.com'),
    other: await t.login('other@example.com'),
  };
}

/** Fills a Ctx for tests on the demo EDU website (website 1) and the client-wide kinds, signed in as every demo user. */
export async function eduSiteCtx(ctx: Ctx, t: TestApp): Promise<void> {
  ctx.t = t;
  ctx.registry = t.app.registry;
  ctx.tokens = await demoTokens(t);
  ctx.useCaseFor = () => 'EDU';
  ctx.websiteFor = (d) => (d.scope === 'client' ? null : SITE_BY_USECASE.EDU);
}

/** Query string that scopes a call to the kind's client and, for website kinds, its website. */
export function scopeQuery(ctx: Ctx, decl: Declaration, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ client_id: '1', ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) });
  const site = ctx.websiteFor(decl);
  if (site !== null) params.set('website_id', String(site));
  return params.toString();
}

/** Live ids of a kind, as seen from the website (or client) of the record that points at it. */
async function liveIds(ctx: Ctx, kind: string, from: Declaration): Promise<number[]> {
  const target = ctx.registry.get(kind);
  const list = ctx.registry.endpointsOf(kind).list;
  if (!list) return [];
  const params = new URLSearchParams({ client_id: '1', show_all: 'true' });
  const site = target.scope === 'website' ? (ctx.websiteFor(from) ?? ctx.websiteFor(target)) : null;
  if (site !== null) params.set('website_id', String(site));
  const res = await ctx.t.as(ctx.tokens.owner, { method: 'GET', url: `${list.path}?${params.toString()}` });
  const data = res.json().data;
  const items: Doc[] = Array.isArray(data) ? data : (Object.values(data ?? {}).flat() as Doc[]);
  return items.filter((d) => d.is_live).map((d) => Number(d[target.id]));
}

/** The first value of a reference-data list (/api/main/<source>; countries are asked by POST). */
async function firstOption(ctx: Ctx, source: string, decl: Declaration): Promise<unknown> {
  const site = ctx.websiteFor(decl) ?? 1;
  const method = source === 'countries' ? 'POST' : 'GET';
  const res = await ctx.t.as(ctx.tokens.owner, { method, url: `/api/main/${source}?client_id=1&website_id=${site}` });
  return (res.json().data as { value: unknown }[])[0]?.value;
}

/**
 * A valid record for the kind, built from its schema alone (generators/lib/sampleRecord.ts): a
 * kind needs no demo data to be tested. References point at live records the test website has.
 */
export async function sampleFor(ctx: Ctx, decl: Declaration, variant = ''): Promise<Doc> {
  const refs = new Map<string, number | undefined>();
  const options = new Map<string, unknown>();
  for (const { target } of ctx.registry.refsOf(decl.kind)) refs.set(target, (await liveIds(ctx, target, decl))[0]);
  for (const { source } of ctx.registry.optionsOf(decl.kind)) {
    if (!source.startsWith('enum:')) options.set(source, await firstOption(ctx, source, decl));
  }
  const tag = `${variant}${Math.random().toString(36).slice(2, 8)}`;
  return sampleRecord(decl, { ref: (target) => refs.get(target), option: (source) => options.get(source), variant: tag });
}

/** A changed copy that still validates: the display field gets a suffix (another field changes when it is not text). */
export function changed(decl: Declaration, doc: Doc, suffix: string): Doc {
  const display = decl.display;
  if (typeof doc[display] !== 'string') return differentFrom(decl, doc, suffix);
  return { ...doc, [display]: `${String(doc[display]).slice(0, 30)} ${suffix}` };
}

/**
 * A copy that certainly differs and still validates (a save identical to the record is no change):
 * the first free-text field gets a new value, else a boolean is turned over, else a number moves.
 */
export function differentFrom(decl: Declaration, doc: Doc, suffix: string): Doc {
  const fields = Object.entries(decl.schema.properties).filter(
    ([, f]) => !f.readOnly && !f['x-ref'] && !f['x-options'] && !f.enum && !f.const,
  );
  const text = fields.find(([, f]) => f.type === 'string' && !f.format && !f.pattern && (f.maxLength ?? 100) >= 12);
  if (text) {
    const [name, f] = text;
    const now = typeof doc[name] === 'string' ? doc[name] : '';
    const value = `${now.slice(0, Math.max(0, (f.maxLength ?? 100) - suffix.length - 1))} ${suffix}`.trim();
    return { ...doc, [name]: value.length >= (f.minLength ?? 0) ? value : value.padEnd(f.minLength ?? 0, 'x') };
  }
  const flag = fields.find(([, f]) => f.type === 'boolean');
  if (flag) return { ...doc, [flag[0]]: doc[flag[0]] !== true };
  const num = fields.find(([, f]) => f.type === 'integer' && (f.maximum === undefined || f.maximum > (f.minimum ?? 0)));
  if (num) {
    const [name, f] = num;
    const now = Number(doc[name] ?? f.minimum ?? 0);
    return { ...doc, [name]: f.maximum !== undefined && now + 1 > f.maximum ? now - 1 : now + 1 };
  }
  throw new Error(`${decl.kind}: no field to change in a test`);
}
