import { existsSync, mkdirSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { connect, type Database } from '../src/server/db/connect';
import { seedBulk, pendingBulk } from './seedBulk';
import { readSeedFiles, samplesByKind } from '../src/server/seed/seedFiles';
import { load, type LoadResult } from './load';
import { measureBundles, printBundles } from './bundles';
import { measureTyping } from './typing';
import { startBare } from './bare';
import { budgetRows } from './budgets';
import { measureCarry } from './carryAcross';
import { measureDelivery } from './delivery';

/**
 * `npm run bench`: 100,000 records of one kind, on the embedded database and on PostgreSQL when
 * one answers; list and search latency for one user, list, read and create throughput for ten, the
 * list endpoint beside a bare Fastify + pg handler (bench/bare.ts), and the time to publish 10,000
 * pending blocks; then the JavaScript each kind of route loads first (bench/bundles.ts) when the
 * console is built, and typing in a 100-field form that validates on every change (bench/typing.ts).
 * The delivery API too (bench/delivery.ts): its list beside raw Fastify + pg (or PGlite) running the
 * same SQL (bench/deliveryRaw.ts), and 304 revalidations that must read no record. Figures go to bench/results/ and are printed with their budgets
 * (bench/budgets.ts); a broken budget makes the run exit non-zero. No test asserts them.
 */
const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const KIND = process.env.BENCH_KIND ?? 'event-zones';
const PUBLISH_BLOCKS = Number(process.env.BENCH_PUBLISH_BLOCKS ?? 10_000);
/** BENCH_ONLY=delivery: the seeded records and the delivery API only (bench/delivery.ts); no console routes, bundles or typing. */
const ONLY = process.env.BENCH_ONLY;
if (ONLY !== undefined && ONLY !== 'delivery') throw new Error(`BENCH_ONLY=${ONLY}: only "delivery" is known`);
const CLIENT = 1;
const WEBSITE = 2; // the demo event website

const pgAnswers = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(5432, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function pgDatabase(): Promise<{ url: string; database: Database; drop: () => Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `console_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    database: await connect({ databaseUrl: url.toString() }),
    async drop() {
      const again = new pg.Client({ connectionString: base });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

type Figures = Record<string, LoadResult | number | string>;

/**
 * Every row of the list as CSV (format=csv), read as it streams: the time to the last byte, the
 * rows counted, and how far this process's memory (server and reader together) grew meanwhile.
 */
async function exportAll(url: string, token: string): Promise<{ ms: number; rows: number; rssGrowthMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`CSV export failed: ${res.status}`);
  let newlines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    for (const byte of chunk) if (byte === 10) newlines += 1;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  return { ms: Math.round(performance.now() - t0), rows: newlines - 1, rssGrowthMb: Math.round((peak - before) / 1e6) };
}

async function runOn(engine: string, database: Database, databaseUrl?: string): Promise<Figures> {
  const app = await buildApp(testConfig({ logLevel: 'warn' }), { database });
  const decl = app.registry.get(KIND);
  const t0 = performance.now();
  const sample = samplesByKind(readSeedFiles()).get(KIND)?.[0] ?? {};
  await seedBulk(database.db, decl, CLIENT, WEBSITE, RECORDS, sample);
  const seedMs = Math.round(performance.now() - t0);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = async (email: string) =>
    (
      (await (
        await fetch(`${address}/api/cms/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'demo-password' }),
        })
      ).json()) as { data: { token: string } }
    ).data.token;
  const token = await login('owner@example.com');
  const checker = await login('checker@example.com');
  const delivery = () =>
    measureDelivery({
      database,
      databaseUrl,
      registry: app.registry,
      decl,
      address,
      ownerToken: token,
      clientId: CLIENT,
      websiteId: WEBSITE,
      seconds: SECONDS,
    });
  if (ONLY === 'delivery') {
    const figures: Figures = { engine, records: RECORDS, seed_ms: seedMs, ...(await delivery()) };
    await app.close();
    return figures;
  }
  const e = app.registry.endpointsOf(KIND);
  const listPath = e.list?.path ?? '';
  const scope = `client_id=${CLIENT}&website_id=${WEBSITE}`;
  const ids = (
    (await (await fetch(`${address}${listPath}?${scope}&max_results=100`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: Record<string, number>[];
    }
  ).data.map((r) => r[decl.id]);
  const pick = () => ids[Math.floor(Math.random() * ids.length)];
  const common = { url: address, token, seconds: SECONDS, connections: 10 };
  const pagePath = () => `${listPath}?${scope}&page=${1 + Math.floor(Math.random() * 50)}`;
  // "record 4242" matches Bench record 4242 and 42420–42429: a search a person would type.
  const searchPath = () => `${listPath}?${scope}&search=${encodeURIComponent(`record ${1000 + Math.floor(Math.random() * 9000)}`)}`;

  // Latency is what one person waits: one connection. Throughput: ten at once.
  const listLatency = await load({ ...common, connections: 1, path: pagePath });
  const searchLatency = await load({ ...common, connections: 1, path: searchPath });
  const list = await load({ ...common, path: pagePath });
  const read = e.read
    ? await load({ ...common, path: () => `${e.read!.path.replace('{id}', String(pick()))}?${scope}` })
    : 'no read endpoint';
  const create = await load({ ...common, method: 'POST', path: () => `${e.create!.path}?${scope}`, body: () => JSON.stringify(sample) });

  const csv = await exportAll(`${address}${listPath}?${scope}&format=csv`, token);

  const figures: Figures = {
    engine,
    csv_export_ms: csv.ms,
    csv_rows: csv.rows,
    csv_rss_growth_mb: csv.rssGrowthMb,
    records: RECORDS,
    seed_ms: seedMs,
    list_p50_ms: listLatency.p50_ms,
    search_p50_ms: searchLatency.p50_ms,
    list,
    read,
    create,
  };
  if (databaseUrl) {
    // Alternating rounds, medians: the two servers share the machine with the load generator.
    const bare = await startBare(databaseUrl, listPath, KIND, decl.id);
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      ours.push((await load({ ...common, path: pagePath })).requests_per_s);
      theirs.push((await load({ ...common, url: bare.url, path: pagePath })).requests_per_s);
    }
    await bare.close();
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] ?? 0;
    figures.list_req_s_median = median(ours);
    figures.bare_req_s_median = median(theirs);
    figures.list_vs_bare = Math.round((median(ours) / median(theirs)) * 100) / 100;
  }
  Object.assign(figures, await delivery());

  // Four-eyes: the blocks are the maker's (user 2), published by the checker.
  await pendingBulk(database.db, decl, CLIENT, WEBSITE, 2, PUBLISH_BLOCKS);
  // A publish names what the checker reviewed (428 without): the ETag of the whole pending set.
  const shown = await fetch(`${address}/api/cms/vcs/blocks?${scope}&asset_type_name=${decl.area}&max_results=1`, {
    headers: { authorization: `Bearer ${checker}` },
  });
  const reviewed = shown.headers.get('etag');
  if (!shown.ok || !reviewed) throw new Error(`pending blocks: ${shown.status} ${await shown.text()}`);
  const t1 = performance.now();
  const res = await fetch(`${address}/api/cms/vcs/publish?${scope}&asset_type_name=${decl.area}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${checker}`, 'if-match': reviewed },
  });
  figures.publish_ms = Math.round(performance.now() - t1);
  if (!res.ok) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
  await app.close();
  // Last, as it reshapes the records: a declared rename carried across all of them (bench/carryAcross.ts).
  Object.assign(figures, await measureCarry(database.db, decl));
  return figures;
}

const results: Record<string, unknown>[] = [];
const dir = mkdtempSync(join(tmpdir(), 'console-bench-'));
try {
  const embedded = await connect({ dataDir: dir });
  results.push(await runOn('pglite', embedded));
  await embedded.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (await pgAnswers()) {
  const { url, database, drop } = await pgDatabase();
  try {
    results.push(await runOn('postgres', database, url));
  } finally {
    await database.close();
    await drop();
  }
}

mkdirSync('bench/results', { recursive: true });
const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ kind: KIND, seconds_per_run: SECONDS, results }, null, 2));
const rows = results.flatMap((r) =>
  (['list', 'read', 'create'] as const)
    .filter((op) => op in r)
    .map((op) => {
      const v = r[op] as LoadResult | string;
      return typeof v === 'string'
        ? { engine: r.engine, op, 'req/s': '-', 'p50 ms': '-', 'p99 ms': '-', errors: v }
        : { engine: r.engine, op, 'req/s': v.requests_per_s, 'p50 ms': v.p50_ms, 'p99 ms': v.p99_ms, errors: v.errors + v.non_2xx };
    }),
);
if (rows.length > 0) console.table(rows);
if (ONLY === undefined)
  console.table(
    results.map((r) => ({
      engine: r.engine,
      records: r.records,
      'seed ms': r.seed_ms,
      'list p50 ms (1 user)': r.list_p50_ms,
      'search p50 ms (1 user)': r.search_p50_ms,
      [`publish ${PUBLISH_BLOCKS.toLocaleString('en')} ms`]: r.publish_ms,
      'list ÷ bare req/s': r.list_vs_bare ?? '-',
      'CSV export ms': r.csv_export_ms,
      'CSV rows': r.csv_rows,
      'CSV memory growth MB': r.csv_rss_growth_mb,
    })),
  );
console.table(
  results.map((r) => ({
    engine: r.engine,
    'delivery list req/s': r.delivery_list_req_s,
    'raw req/s': r.delivery_raw_req_s,
    'delivery ÷ raw': r.delivery_vs_raw,
    'computed req/s': r.delivery_computed_req_s,
    'raw req/s (same URLs)': r.delivery_computed_raw_req_s,
    'computed ÷ raw': r.delivery_computed_vs_raw,
    '304 req/s': r.delivery_304_req_s,
    '304 answers': r.delivery_304_answers,
    'not 304': r.delivery_304_not_304,
    'records scans during 304s': r.delivery_304_records_scans,
  })),
);
const budgets = budgetRows(results, ONLY);
const budgetsBroken: string[] = [];
console.table(budgets);
console.log(`figures written to ${file}`);

// First-load JavaScript per route, when the console is built and Chromium is there to load it.
const consoleDir = process.env.E2E_CONSOLE_DIR ?? 'dist/console';
if (
  ONLY === undefined &&
  process.env.BENCH_BUNDLES !== '0' &&
  existsSync(join(consoleDir, 'index.html')) &&
  existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
) {
  const bundles = await measureBundles();
  writeFileSync(file.replace('bench-', 'bundles-'), JSON.stringify(bundles, null, 2));
  printBundles(bundles);
  if (bundles.some((b) => !b.within)) budgetsBroken.push('bundles');
} else if (ONLY === undefined) {
  console.log('bundle sizes skipped: run `npm run build` first (and install chromium) to measure them');
}

// Typing with live validation in a 100-field form (bench/typing.ts builds its own console).
if (ONLY === undefined && process.env.BENCH_TYPING !== '0' && existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  const typing = await measureTyping();
  writeFileSync(file.replace('bench-', 'typing-'), JSON.stringify(typing, null, 2));
  console.table([typing]);
  if (!typing.within) budgetsBroken.push('typing');
} else if (ONLY === undefined) {
  console.log('typing skipped: install chromium to measure it');
}

const broken = [...budgets.filter((b) => !b.within).map((b) => `${b.engine} ${b.measure}`), ...budgetsBroken];
if (broken.length > 0) {
  console.error(`\n${broken.length} budget(s) broken: ${broken.join(', ')}`);
  process.exit(1);
}
