import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../tests/e2e/helpers/browser';
import { startServer } from '../tests/e2e/helpers/server';
import { HUNDRED_KIND, hundredFields } from './hundredFields';

/**
 * `npm run bench:typing` (also part of `npm run bench`): typing in a 100-field edit page whose kind
 * checks a field on every change (`liveValidate`), in Chromium on a built console. Each keystroke is
 * timed from its keydown to the next animation frame (handlers, React's render and commit, and the
 * validation have run), 3 sessions of 20 keys, each starting from an emptied required field so the
 * field's message appears and goes while typing. Budgets (docs/architecture.md §5a): median ≤ 16 ms,
 * worst ≤ 50 ms. The 100-field kind never enters schemas/: the schemas are copied with it added, the
 * console is built from the copy and the server reads the same copy.
 */
export const TYPING_BUDGETS = { medianMs: 16, worstMs: 50 } as const;
const SESSIONS = 3;
const KEYS = 20;

export interface TypingRow {
  sessions: number;
  keystrokes: number;
  'median ms': number;
  'p90 ms': number;
  'worst ms': number;
  budget: string;
  within: boolean;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** One session: empty the first field, then type into it, one key every 50 ms. */
async function session(page: Page, path: string): Promise<number[]> {
  await page.goto(path);
  const field = page.locator(`[id="${HUNDRED_KIND}.f001"]`);
  await field.waitFor();
  await page.waitForFunction((id) => (document.getElementById(id) as HTMLInputElement | null)?.value === 'Value 1', `${HUNDRED_KIND}.f001`);
  await field.click();
  await field.press('Control+a');
  await field.press('Backspace');
  // Live validation is what is measured: the emptied required field must already say so.
  await page.getByText('Field 1 is required').first().waitFor();
  await field.evaluate((el) => {
    const w = window as unknown as { samples: number[] };
    w.samples = [];
    el.addEventListener(
      'keydown',
      () => {
        const t0 = performance.now();
        requestAnimationFrame(() => w.samples.push(performance.now() - t0));
      },
      { capture: true },
    );
  });
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(100);
  const typed = await field.inputValue();
  if (typed.length !== KEYS) throw new Error(`the field holds "${typed}", not the ${KEYS} keys typed`);
  if ((await page.getByText('Field 1 is required').count()) > 0) throw new Error('the required message stayed after typing');
  return page.evaluate(() => (window as unknown as { samples: number[] }).samples);
}

export async function measureTyping(): Promise<TypingRow> {
  const tmp = mkdtempSync(join(tmpdir(), 'console-typing-'));
  const schemasDir = join(tmp, 'schemas');
  const consoleDir = join(tmp, 'console');
  try {
    cpSync('schemas', schemasDir, { recursive: true });
    const { declaration, record } = hundredFields();
    mkdirSync(join(schemasDir, 'bench'));
    writeFileSync(join(schemasDir, 'bench', `${HUNDRED_KIND}.json`), JSON.stringify(declaration, null, 2));
    const build = spawnSync('npx', ['vite', 'build', '--outDir', consoleDir, '--emptyOutDir', '--logLevel', 'warn'], {
      env: { ...process.env, CONSOLE_SCHEMAS_DIR: schemasDir },
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the console with the 100-field kind did not build');

    // Its console is built with other declarations than the default server bundle's: no server render.
    const server = await startServer({ consoleDir, schemasDir, consoleRenderer: undefined });
    const browser = await launchBrowser();
    try {
      const login = await fetch(`${server.url}/api/cms/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'maker@example.com', password: 'demo-password' }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const created = await fetch(`${server.url}/api/client/bench_hundred?client_id=1&website_id=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(record),
      });
      if (created.status !== 201) throw new Error(`the 100-field record was refused: ${created.status} ${await created.text()}`);
      const id = ((await created.json()) as { data: Record<string, unknown> }).data.bench_id;
      const samples: number[] = [];
      for (let s = 0; s < SESSIONS; s++) {
        const { context, page } = await newPage(browser, server.url);
        await signIn(page, 'maker@example.com');
        await page.waitForURL('**/make/**');
        samples.push(...(await session(page, `/make/entities/${HUNDRED_KIND}/${String(id)}/edit`)));
        await context.close();
      }
      const sorted = [...samples].sort((a, b) => a - b);
      const round = (n: number) => Math.round(n * 10) / 10;
      const median = round(quantile(sorted, 0.5));
      const worst = round(sorted.at(-1) ?? Number.NaN);
      return {
        sessions: SESSIONS,
        keystrokes: samples.length,
        'median ms': median,
        'p90 ms': round(quantile(sorted, 0.9)),
        'worst ms': worst,
        budget: `median ≤ ${TYPING_BUDGETS.medianMs}, worst ≤ ${TYPING_BUDGETS.worstMs}`,
        within: median <= TYPING_BUDGETS.medianMs && worst <= TYPING_BUDGETS.worstMs,
      };
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('typing.ts')) {
  const row = await measureTyping();
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/typing-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, JSON.stringify(row, null, 2));
  console.table([row]);
  if (!row.within) process.exit(1);
}
