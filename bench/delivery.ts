import { sql } from 'drizzle-orm';
import { rows, type Database } from '../src/server/db/connect';
import type { Declaration, Registry } from '../src/shared/registry';
import { load, type LoadResult } from './load';
import { startRawDelivery } from './deliveryRaw';

/**
 * The delivery API under load (issue: "a delivery list and a 304 revalidation at 100,000 records on
 * PGlite and PostgreSQL, beside raw Fastify + pg running the same SQL"), with a website token as a
 * website would send it:
 *
 * - the delivery list, ten connections on pages 1–50 as the console list's throughput, against
 *   bench/deliveryRaw.ts on the same URLs, in alternating rounds (medians): answers come from the
 *   route's answer cache once asked, as they would for a website;
 * - the same with every URL never asked before (page=007, max_results=0025, …: the same statement,
 *   a new cache key), so every answer is computed: the route's price against raw when nothing is cached;
 * - revalidations, If-None-Match carrying the first answer's ETag: their throughput, their statuses
 *   (all 304) and the scans of the records table PostgreSQL counted meanwhile (pg_stat_user_tables),
 *   which must not move; a page never asked before must move it, or the counter proves nothing.
 */
const ROUNDS = 3;
const PAGES = 50;

/**
 * Sequential and index scans of `records` so far. A backend sends its table statistics at most
 * once a second under load and up to 10 s after it goes idle; pg_stat_force_next_flush() makes it
 * send them as its statement ends. On PostgreSQL ten statements at once reach every connection of
 * the app's pool (ten at most); PGlite has one.
 */
async function recordsScans(database: Database): Promise<number> {
  const flushes = database.engine === 'postgres' ? 10 : 1;
  await Promise.all(Array.from({ length: flushes }, () => database.db.execute(sql`SELECT pg_stat_force_next_flush(), pg_sleep(0.05)`)));
  const [found] = await rows<{ n: number | string }>(
    database.db,
    sql`SELECT COALESCE(sum(seq_scan), 0) + COALESCE(sum(idx_scan), 0) AS n FROM pg_stat_user_tables WHERE relname = 'records'`,
  );
  return Number(found?.n ?? Number.NaN);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const failed = (r: LoadResult) => r.errors + r.non_2xx;

export async function measureDelivery(opts: {
  database: Database;
  databaseUrl?: string;
  registry: Registry;
  decl: Declaration;
  address: string;
  ownerToken: string;
  clientId: number;
  websiteId: number;
  seconds: number;
}): Promise<Record<string, number>> {
  const { address, decl } = opts;
  const made = await fetch(`${address}/api/cms/websites/${opts.websiteId}/tokens?client_id=${opts.clientId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${opts.ownerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench' }),
  });
  if (!made.ok) throw new Error(`website token: ${made.status} ${await made.text()}`);
  const token = ((await made.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };

  const path = `/api/delivery/v1/${decl.kind}`;
  const pageUrl = (page: string | number, maxResults: string | number = 25) => `${path}?max_results=${maxResults}&page=${page}`;
  const pagePath = () => pageUrl(1 + Math.floor(Math.random() * PAGES));
  // Never the same URL twice, never one of pagePath's: leading zeros change the URL, not the statement.
  let asked = PAGES;
  const freshPath = () => {
    const i = asked++;
    return pageUrl(`${'0'.repeat(Math.floor(i / PAGES) % 200)}${1 + (i % PAGES)}`, `${'0'.repeat(Math.floor(i / (PAGES * 200)) % 200)}25`);
  };

  const first = await fetch(`${address}${pageUrl(1)}`, { headers: auth });
  const body = await first.text();
  const etag = first.headers.get('etag');
  if (first.status !== 200 || !etag) throw new Error(`delivery list: ${first.status} ${body.slice(0, 300)}`);
  const shown = (JSON.parse(body) as { data: unknown[] }).data.length;
  if (shown === 0) throw new Error('delivery list: no live records on page 1 (bench/seedBulk.ts writes them live)');

  const raw = await startRawDelivery({ database: opts.database, databaseUrl: opts.databaseUrl, registry: opts.registry, decl, path });
  const figures: Record<string, number> = {};
  try {
    const rawBody = await (await fetch(`${raw.url}${pageUrl(1)}`, { headers: auth })).text();
    if (rawBody !== body)
      throw new Error(`the raw handler answers page 1 otherwise than the delivery list:\n${rawBody.slice(0, 300)}\n${body.slice(0, 300)}`);

    const common = { token, seconds: opts.seconds, connections: 10 };
    const cached = { ours: [] as number[], theirs: [] as number[] };
    const computed = { ours: [] as number[], theirs: [] as number[] };
    let failures = 0;
    // Alternating rounds, medians: the servers share the machine with the load generator.
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [into, nextPath] of [
        [cached, pagePath],
        [computed, freshPath],
      ] as const) {
        const ours = await load({ ...common, url: address, path: nextPath });
        const theirs = await load({ ...common, url: raw.url, path: nextPath });
        into.ours.push(ours.requests_per_s);
        into.theirs.push(theirs.requests_per_s);
        failures += failed(ours) + failed(theirs);
      }
    }
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    Object.assign(figures, {
      delivery_list_req_s: median(cached.ours),
      delivery_raw_req_s: median(cached.theirs),
      delivery_vs_raw: ratio(median(cached.ours), median(cached.theirs)),
      delivery_computed_req_s: median(computed.ours),
      delivery_computed_raw_req_s: median(computed.theirs),
      delivery_computed_vs_raw: ratio(median(computed.ours), median(computed.theirs)),
      delivery_failed_requests: failures,
    });
  } finally {
    await raw.close();
  }

  // Revalidations: every one the same page, with the ETag its first answer carried.
  const before = await recordsScans(opts.database);
  const revalidated = await load({
    token,
    seconds: opts.seconds,
    connections: 10,
    url: address,
    path: () => pageUrl(1),
    headers: { 'if-none-match': etag },
  });
  const after = await recordsScans(opts.database);
  // The counter must see a read when there is one: a page never asked before is read from the records.
  const probe = await fetch(`${address}${pageUrl(PAGES + 1)}`, { headers: auth });
  if (!probe.ok) throw new Error(`delivery list page ${PAGES + 1}: ${probe.status}`);
  const afterProbe = await recordsScans(opts.database);
  if (!(afterProbe > after)) {
    throw new Error(
      `pg_stat_user_tables did not count the records read by a computed answer (${after} → ${afterProbe}): it cannot show that 304s read none`,
    );
  }
  const answered = Object.values(revalidated.statuses).reduce((a, b) => a + b, 0);
  if (!revalidated.statuses['304']) throw new Error(`no revalidation answered 304: ${JSON.stringify(revalidated.statuses)}`);
  return {
    ...figures,
    delivery_304_req_s: revalidated.requests_per_s,
    delivery_304_p50_ms: revalidated.p50_ms,
    delivery_304_answers: revalidated.statuses['304'] ?? 0,
    delivery_304_not_304: answered - (revalidated.statuses['304'] ?? 0) + revalidated.errors,
    delivery_304_records_scans: after - before,
    delivery_probe_records_scans: afterProbe - after,
  };
}
