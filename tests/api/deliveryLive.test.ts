import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/connect';
import type { Declaration } from '../../src/shared/registry';
import { createTestApp } from './helpers/testApp';
import { decideAll, pendingList } from './helpers/review';
import { deliver, mintToken, plainKind, taggedField, writer, type Rec } from './helpers/delivery';
import { eduSiteCtx, type Ctx } from './resources/sample';

/**
 * A property of the delivery API (docs/delivery.md): whatever makers save and checkers publish,
 * reject or reset, in any order, what a website reads is exactly the live copies — no draft,
 * pending or rejected value ever — and its ETag moves exactly when they do. Random sequences from a
 * fixed seed (a failure names the seed and step), on PGlite and on PostgreSQL.
 */
const ctx = {} as Ctx;
let decl: Declaration;
let token: string;
let field: string;

beforeAll(async () => {
  await eduSiteCtx(ctx, await createTestApp());
  decl = plainKind(ctx);
  field = taggedField(decl);
  token = await mintToken(ctx.t, ctx.tokens.owner, { clientId: 1, websiteId: 1 });
}, 120_000);
afterAll(() => ctx.t.close());

/** mulberry32: a small seeded generator, so a failing sequence can be run again. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const scope = () => ({ client_id: 1, website_id: 1, asset_type_name: decl.area });
/** Every record the sequences made: the newest of the kind, so the first page of the list holds them all. */
const made = new Set<number>();
const only = <T>(map: Map<number, T>) => new Map([...map].filter(([id]) => made.has(id)).sort(([a], [b]) => a - b));

/** The kind's live copies on the website, from the table: what a website must read. */
async function liveCopies(): Promise<Map<number, unknown>> {
  const found = await rows<{ id: string | number; value: unknown }>(
    ctx.t.database.db,
    sql`SELECT record_id AS id, live -> ${field} AS value FROM records WHERE kind = ${decl.kind} AND client_id = 1 AND website_id = 1 AND live IS NOT NULL`,
  );
  return new Map(found.map((r) => [Number(r.id), r.value]));
}

async function currentVersion(id: number): Promise<number | undefined> {
  const [row] = await rows<{ version: number; pending: string | null }>(
    ctx.t.database.db,
    sql`SELECT version, pending_action AS pending FROM records WHERE kind = ${decl.kind} AND record_id = ${id}`,
  );
  return row && row.pending !== 'DELETE' ? Number(row.version) : undefined;
}

describe.each([1, 2, 3])('random saves, publishes, rejections and resets (seed %i)', (seed) => {
  it('leaves a website reading exactly the live copies, with an ETag that moves only with them', async () => {
    const next = random(seed);
    const w = writer(ctx, decl);
    const recs: Rec[] = [];
    /** Every tag a save wrote: none may show unless it is live. */
    const written = new Set<string>();
    let lastLive = '';
    let lastEtag = '';
    for (let step = 0; step < 25; step++) {
      const roll = next();
      const tag = `p${seed}s${step}x`;
      const where = `seed ${seed}, step ${step}`;
      if (roll < 0.3 || recs.length === 0) {
        const rec = await w.create(ctx.tokens.maker, tag);
        recs.push(rec);
        made.add(rec.id);
        written.add(tag);
      } else if (roll < 0.55) {
        const rec = recs[Math.floor(next() * recs.length)]!;
        const version = await currentVersion(rec.id);
        if (version !== undefined) {
          await w.update(ctx.tokens.maker, { ...rec, version }, tag).catch(() => undefined);
          written.add(tag);
        }
      } else if (roll < 0.62) {
        const rec = recs[Math.floor(next() * recs.length)]!;
        const version = await currentVersion(rec.id);
        if (version !== undefined) await w.remove(ctx.tokens.maker, { ...rec, version }).catch(() => undefined);
      } else if (roll < 0.82) {
        const res = await decideAll(ctx.t, ctx.tokens.checker, 'publish', scope());
        expect([200, 409], `${where}: ${res.body}`).toContain(res.statusCode);
      } else if (roll < 0.92) {
        const { blocks } = await pendingList(ctx.t, ctx.tokens.checker, scope());
        const block = blocks[Math.floor(next() * blocks.length)];
        if (block) {
          const res = await ctx.t.as(ctx.tokens.checker, {
            method: 'POST',
            url: '/api/cms/vcs/reject?client_id=1',
            payload: { block_id: block.block_id, reason: `rejected at ${where}` },
          });
          expect([200, 409], `${where}: ${res.body}`).toContain(res.statusCode);
        }
      } else {
        const res = await decideAll(ctx.t, ctx.tokens.checker, 'reset', scope());
        expect([200, 409], `${where}: ${res.body}`).toContain(res.statusCode);
      }

      const live = await liveCopies();
      const res = await deliver(ctx.t, token, `${decl.kind}?max_results=100&sort=created_at&order=desc`);
      expect(res.statusCode, where).toBe(200);
      const read = new Map((res.json().data as Record<string, unknown>[]).map((d) => [Number(d[decl.id]), d[field]]));
      expect(only(read), where).toEqual(only(live));
      for (const tag of written) {
        const isLive = [...live.values()].some((v) => typeof v === 'string' && v.includes(tag));
        if (!isLive) expect(res.body.includes(tag), `${where}: ${tag} is not live yet shows`).toBe(false);
      }
      const liveNow = JSON.stringify([...live.entries()].sort(([a], [b]) => a - b));
      const etag = String(res.headers.etag);
      if (lastEtag) expect(etag === lastEtag, `${where}: the ETag ${etag === lastEtag ? 'stayed' : 'moved'}`).toBe(liveNow === lastLive);
      lastLive = liveNow;
      lastEtag = etag;
    }
  });
});
