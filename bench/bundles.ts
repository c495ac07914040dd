import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../tests/e2e/helpers/browser';
import { startServer } from '../tests/e2e/helpers/server';

/**
 * `npm run bench:bundles` (also part of `npm run bench`): the JavaScript a first visit to each
 * kind of route downloads, gzipped, against docs/architecture.md §5a's budgets. Measured in Chromium on the
 * built console (`npm run build` first, or E2E_CONSOLE_DIR), so lazy chunks count only when a
 * route really loads them. Figures are printed and written to bench/results/; nothing asserts them.
 */
const ROUTES = [
  { name: 'sign-in', path: '/login', signedIn: false, budgetKb: 150 },
  { name: 'list', path: '/make/entities/zones', signedIn: true, budgetKb: 250 },
  { name: 'edit', path: '/make/entities/zones/new', signedIn: true, budgetKb: 350 },
  { name: 'review', path: '/check/entities/pending-entities', signedIn: true, budgetKb: 350 },
  { name: 'edit website', path: '/make/pages/edit-website', signedIn: true, budgetKb: 350 },
  { name: 'form builder', path: '/make/dynamic/forms/new', signedIn: true, budgetKb: 350 },
] as const;

export interface BundleRow {
  route: string;
  path: string;
  files: number;
  'js gzip kB': number;
  'budget kB': number;
  within: boolean;
  /** Each script's gzip size in kB, largest first (in the JSON results only). */
  detail?: Record<string, number>;
}

async function measure(browser: Browser, baseUrl: string, route: (typeof ROUTES)[number]): Promise<BundleRow> {
  const { context, page } = await newPage(browser, baseUrl);
  if (route.signedIn) {
    await signIn(page, 'owner@example.com');
    await page.waitForURL('**/make/**');
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
  await tab.goto(route.path, { waitUntil: 'networkidle' });
  await tab.waitForTimeout(500);
  await context.close();
  const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  const kb = Math.round(bytes / 1024);
  const detail = Object.fromEntries(
    [...scripts].sort((a, b) => b[1] - a[1]).map(([url, size]) => [new URL(url).pathname, Math.round(size / 102.4) / 10]),
  );
  return {
    route: route.name,
    path: route.path,
    files: scripts.size,
    'js gzip kB': kb,
    'budget kB': route.budgetKb,
    within: kb <= route.budgetKb,
    detail,
  };
}

export async function measureBundles(): Promise<BundleRow[]> {
  const server = await startServer();
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
  console.table(rows.map(({ detail: _detail, ...row }) => row));
  if (process.env.BUNDLES_DETAIL) for (const row of rows) console.log(row.route, row.detail);
}
