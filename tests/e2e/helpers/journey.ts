import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './browser';
import type { Config } from '../../../src/server/config';
import { startServer, type E2EServer } from './server';

export interface Journey {
  readonly server: E2EServer;
  readonly browser: Browser;
  /** A new browser context signed in as `email`, once the console has landed (by default on the first website's landing). */
  signedIn(email: string, landing?: string): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * One real server (fresh database, built console) and one Chromium for a test file: started
 * before its tests, closed after them. Call at the top level of the file; `overrides` change the
 * server's settings (local webhook receivers, for one).
 */
export function journey(overrides: Partial<Config> = {}): Journey {
  let server: E2EServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(overrides);
    browser = await launchBrowser();
  });
  // A failed test leaves its pages open (it never reaches context.close()): keep what they show.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !browser) return;
    const pages = browser.contexts().flatMap((c) => c.pages());
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    await Promise.all(pages.map((page, i) => screenshot(page, `FAILED-${name}-${i}`).catch(() => undefined)));
    // CI keeps only its log: what each page showed goes there, as the accessibility tree.
    for (const [i, page] of pages.entries()) {
      const tree = await page
        .locator('body')
        .ariaSnapshot({ timeout: 5_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`);
      process.stderr.write(`\n--- page ${i} at ${page.url()} when "${task.name}" failed ---\n${tree.slice(0, 6_000)}\n`);
    }
    await Promise.all(browser.contexts().map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The journey has not started: use it inside a test.');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    async signedIn(email, landing = '**/make/entities/programs') {
      const opened = await newPage(started(browser), started(server).url);
      await signIn(opened.page, email);
      await opened.page.waitForURL(landing);
      return opened;
    },
  };
}
