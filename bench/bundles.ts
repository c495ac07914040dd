import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../tests/e2e/helpers/browser';
import { startServer } from '../tests/e2e/helpers/server';
import { routeReport } from './bundleReport';

/**
 * `npm run bench:bundles` (also part of `npm run bench`): the JavaScript a first visit to each
 * kind of route downloads, gzipped, against docs/architecture.md §5a's budgets (kB = 1,000 bytes),
 * with a report of the packages and console folders the bytes come from (bench/bundleReport.ts;
 * `npm run bench:bundles` builds with hidden source maps for it). Measured in Chromium on the
 * built console, so lazy chunks count only when a route really loads them. Figures are printed
 * and written to bench/results/; a route over its budget makes the run exit non-zero.
 */
/**
 * react-admin's first-load JavaScript, gzip kB, as the shared peers harness measures it
 * (`../shared/peers/measure.mjs`: one bundle for every route, built from its pinned lock file, so the
 * same in every run; bench/PEERS.md records the run). The list and record routes are budgeted
 * against it (issue 32): at most 0.75 × on a list, 0.95 × on a record page, which leaves the
 * console room for public imports and the data router while staying well under its peer.
 */
export const REACT_ADMIN_FIRST_LOAD_KB = 335.9;
const ofReactAdmin = (ratio: number) => Math.floor(REACT_ADMIN_FIRST_LOAD_KB * ratio);

// `ready`: what the route shows once loaded. Network idle alone came too early now and then (a
// chunk asked for after a declaration loaded), and a route measured half-loaded looks lighter.
const ROUTES = [
  { name: 'sign-in', path: '/login', signedIn: false, budgetKb: 120, ready: 'input[type="email"]' },
  { name: 'list', path: '/make/entities/programs', signedIn: true, budgetKb: ofReactAdmin(0.75), ready: 'main tbody tr' },
  { name: 'edit', path: '/make/entities/programs/new', signedIn: true, budgetKb: ofReactAdmin(0.95), ready: 'main form input' },
  // A saved record's page, as the peers harness measures "record edit": its child lists and history come too.
  { name: 'edit saved', path: '{first program}', signedIn: true, budgetKb: ofReactAdmin(0.95), ready: 'main form input' },
  { name: 'review', path: '/check/entities/pending-entities', signedIn: true, budgetKb: 280, ready: 'main h1' },
  { name: 'edit website', path: '/make/pages/edit-website', signedIn: true, budgetKb: 320, ready: 'main form input' },
  { name: 'form builder', path: '/make/dynamic/forms/new', signedIn: true, budgetKb: 320, ready: 'main form input' },
] as const;

const CONSOLE_DIR = process.env.E2E_CONSOLE_DIR ?? 'dist/console';

export interface BundleRow {
  route: string;
  path: string;
  files: number;
  'js gzip kB': number;
  'budget kB': number;
  within: boolean;
  /** Each script's gzip size in kB, largest first (in the JSON results only). */
  detail?: Record<string, number>;
  /** The largest owners (package or console folder) of the route's bytes, gzip kB. */
  report?: [string, number][];
}

async function measure(browser: Browser, baseUrl: string, route: (typeof ROUTES)[number]): Promise<BundleRow> {
  const { context, page } = await newPage(browser, baseUrl);
  let path: string = route.path;
  if (route.signedIn) {
    await signIn(page, 'owner@example.com');
    await page.waitForURL('**/make/**');
    if (path === '{first program}') {
      // The first program of the list, found as a manager finds it.
      await page.goto('/make/entities/programs');
      const link = page.locator('main tbody tr a[href*="/programs/"]').first();
      await link.waitFor({ timeout: 30_000 });
      path = (await link.getAttribute('href')) ?? '';
    }
    // A fresh tab with the session cookie: only what the route itself loads is counted.
    await page.close();
  }
  const tab = await context.newPage();
  const scripts = new Map<string, number>();
  tab.on('response', (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || !url.startsWith(baseUrl)) return;
    void response
      .body()
      .then((body) => scripts.set(url, gzipSync(body).length))
      .catch(() => undefined);
  });
  await tab.goto(path, { waitUntil: 'networkidle' });
  await tab.locator(route.ready).first().waitFor({ timeout: 30_000 });
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(500);
  await context.close();
  const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  const kb = Math.round(bytes / 1000);
  const detail = Object.fromEntries(
    [...scripts].sort((a, b) => b[1] - a[1]).map(([url, size]) => [new URL(url).pathname, Math.round(size / 100) / 10]),
  );
  const chunks = new Map([...scripts].map(([url, size]) => [new URL(url).pathname.replace(/^\/assets\//, ''), size]));
  const report = routeReport(join(CONSOLE_DIR, 'assets'), chunks);
  return {
    route: route.name,
    path,
    files: scripts.size,
    'js gzip kB': kb,
    'budget kB': route.budgetKb,
    within: kb <= route.budgetKb,
    detail,
    report,
  };
}

/** The table of routes, then where each route's bytes go. */
export function printBundles(rows: BundleRow[]): void {
  console.table(rows.map(({ detail: _detail, report: _report, ...row }) => row));
  for (const row of rows) {
    console.log(`\n${row.route} (${row['js gzip kB']} kB): ${(row.report ?? []).map(([owner, kb]) => `${owner} ${kb}`).join(', ')}`);
  }
  if (process.env.BUNDLES_DETAIL) for (const row of rows) console.log(row.route, row.detail);
}

export async function measureBundles(): Promise<BundleRow[]> {
  // The bytes a route downloads do not depend on the server render; this bench builds only the browser's console.
  const server = await startServer({ consoleRenderer: undefined });
  const browser = await launchBrowser();
  try {
    const rows: BundleRow[] = [];
    for (const route of ROUTES) rows.push(await measure(browser, server.url, route));
    return rows;
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1]?.endsWith('bundles.ts')) {
  const rows = await measureBundles();
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/bundles-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, JSON.stringify(rows, null, 2));
  printBundles(rows);
  if (rows.some((r) => !r.within)) process.exit(1);
}
