import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect';
import { includesUseCase, type Declaration, type Registry } from '../../shared/registry';
import type { UseCase } from '../../shared/enums';
import type { Sample } from './seedFiles';
import { SEED_REF, sampleBody, sampleSeededFor } from './seedSamples';
import { SEED_IMAGE, type DemoImages } from './demoImages';
import { shiftSeedDates } from './seedDates';

type Doc = Record<string, unknown>;
export interface SeedSite {
  websiteId: number;
  usecase: string;
}

/** How samples become records beyond their references: where demo images go, and how far dates move. */
export interface SeedDemo {
  /** Absent (no file store): the image fields are left empty. */
  images?: DemoImages;
  /** Whole days every date and date-time field moves (seedDates.ts). */
  days: number;
}

/**
 * "@kind:3" in a sample stands for the id of the 4th sample of that kind seeded in the same scope.
 * Ids stay aligned with the samples: a sample not seeded here (another use case's) holds null.
 */
/** A reference to a sample not seeded here: the record pointing at it is not seeded either. */
const MISSING = Symbol('missing');

function resolveRefs(value: unknown, ids: Map<string, (number | null)[]>): unknown {
  if (typeof value === 'string') {
    const match = SEED_REF.exec(value);
    if (!match) return value;
    const list = ids.get(match[1] ?? '') ?? [];
    return list.length ? (list[Number(match[2]) % list.length] ?? MISSING) : null;
  }
  // In a list, a missing reference is just left out.
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, ids)).filter((v) => v !== null && v !== MISSING);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, resolveRefs(v, ids)] as const);
    return entries.some(([, v]) => v === MISSING) ? MISSING : Object.fromEntries(entries);
  }
  return value;
}

/** "@image:<path>" values become stored files' keys; without a file store the field is left out. */
async function resolveImages(value: unknown, demo: SeedDemo, websiteId: number | null): Promise<unknown> {
  if (typeof value === 'string') {
    const match = SEED_IMAGE.exec(value);
    if (!match) return value;
    return demo.images ? demo.images.keyFor(match[1] ?? '', websiteId) : undefined;
  }
  if (Array.isArray(value)) {
    const items = await Promise.all(value.map((v) => resolveImages(v, demo, websiteId)));
    return items.filter((v) => v !== undefined);
  }
  if (value && typeof value === 'object') {
    const entries = await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await resolveImages(v, demo, websiteId)] as const));
    return Object.fromEntries(entries.filter(([, v]) => v !== undefined));
  }
  return value;
}

/** Kinds in an order where every x-ref target and parent is seeded before the kinds pointing at it. */
export function seedOrder(registry: Registry): Declaration[] {
  const done = new Set<string>();
  const out: Declaration[] = [];
  const visit = (decl: Declaration, trail: Set<string>) => {
    if (done.has(decl.kind) || trail.has(decl.kind)) return;
    trail.add(decl.kind);
    const deps = [...registry.refsOf(decl.kind).map((r) => r.target), ...(decl.parent ? [decl.parent.kind] : [])];
    for (const dep of deps) if (registry.has(dep)) visit(registry.get(dep), trail);
    done.add(decl.kind);
    out.push(decl);
  };
  for (const decl of registry.all()) visit(decl, new Set());
  return out;
}

/** Inserts a kind's samples as live records in two statements: reserve ids, then one multi-row insert. */
async function insertLive(tx: Db, decl: Declaration, clientId: number, websiteId: number | null, docs: Doc[]): Promise<number[]> {
  const reserved = await rows<{ id: number | string }>(
    tx,
    sql`SELECT nextval('record_id_seq') AS id FROM generate_series(1, ${docs.length})`,
  );
  const ids = reserved.map((r) => Number(r.id));
  const values = docs.map((doc, i) => sql`(${decl.kind}, ${ids[i]}, ${clientId}, ${websiteId}, ${JSON.stringify(doc)}::jsonb, 1)`);
  await tx.execute(sql`INSERT INTO records (kind, record_id, client_id, website_id, live, version) VALUES ${sql.join(values, sql`, `)}`);
  return ids;
}

/**
 * Seeds every kind's demo records (seeds/<kind>.json) as live records: website kinds on each website
 * of a matching use case, client kinds once per client. Generic: the samples are data.
 */
export async function seedContent(
  tx: Db,
  registry: Registry,
  samplesOf: ReadonlyMap<string, Sample[]>,
  clientId: number,
  sites: SeedSite[],
  demo: SeedDemo = { days: 0 },
): Promise<number> {
  let total = 0;
  const scopes: (SeedSite | null)[] = [null, ...sites];
  for (const site of scopes) {
    const ids = new Map<string, (number | null)[]>();
    // Client-wide records are visible from every website, so website samples may point at them.
    const clientIds = site ? await clientKindIds(tx, clientId) : new Map<string, number[]>();
    for (const [k, v] of clientIds) ids.set(k, v);
    for (const decl of seedOrder(registry)) {
      const samples = samplesOf.get(decl.kind) ?? [];
      if (samples.length === 0) continue;
      if (site === null ? decl.scope !== 'client' : decl.scope !== 'website') continue;
      if (site && !includesUseCase(decl, site.usecase as UseCase)) continue;
      const docs = samples.map((sample) =>
        sampleSeededFor(sample, site?.usecase as UseCase | undefined)
          ? (resolveRefs(sampleBody(sample), ids) as Doc | typeof MISSING)
          : MISSING,
      );
      // The website field (x-owned ids are in the samples) is the server's to fill, as on a save.
      const field = decl.websiteField;
      const websiteId = site?.websiteId ?? null;
      const kept = await Promise.all(
        docs
          .filter((doc): doc is Doc => doc !== MISSING)
          .map(async (doc) => {
            const body = shiftSeedDates(await resolveImages(doc, demo, websiteId), decl.schema, demo.days) as Doc;
            return field && site ? { ...body, [field]: site.websiteId } : body;
          }),
      );
      const made = kept.length ? await insertLive(tx, decl, clientId, site?.websiteId ?? null, kept) : [];
      let next = 0;
      ids.set(
        decl.kind,
        docs.map((doc) => (doc === MISSING ? null : (made[next++] ?? null))),
      );
      total += made.length;
    }
  }
  return total;
}

async function clientKindIds(tx: Db, clientId: number): Promise<Map<string, number[]>> {
  const found = await rows<{ kind: string; record_id: number | string }>(
    tx,
    sql`SELECT kind, record_id FROM records WHERE client_id = ${clientId} AND website_id IS NULL ORDER BY record_id`,
  );
  const map = new Map<string, number[]>();
  for (const r of found) map.set(r.kind, [...(map.get(r.kind) ?? []), Number(r.record_id)]);
  return map;
}
