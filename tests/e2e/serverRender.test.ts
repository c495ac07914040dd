import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { loadDeclarations } from '../../src/server/declarations';
import { AREAS, USE_CASES } from '../../src/shared/enums';
import { sidebarItems, sidebarItemsOf } from '../../src/console/rules/sidebar';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/rules/serverRender';
import { journey } from './helpers/journey';
import { pickWebsite } from './helpers/browser';

/**
 * A signed-in list page arrives drawn (src/server/consolePage/, src/console/renderPage.tsx): its
 * rows and chrome are in the HTML, styled, before any script runs; then the console hydrates the
 * very elements the server sent — no error, nothing drawn twice — and answers the user as usual.
 */
const run = journey();
const LIST = '/make/entities/programs';

/** A fresh context of `width` carrying the cookies of a signed-in one. */
async function withSessionOf(from: BrowserContext, options: { javaScriptEnabled?: boolean; width?: number } = {}) {
  const context = await run.browser.newContext({
    baseURL: run.server.url,
    viewport: { width: options.width ?? 1366, height: 860 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  await context.addCookies(await from.cookies());
  return context;
}

/** Errors the page reports: React's hydration mismatches come as console errors. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The first website of each use case in the demo data. */
const SITES = { EDU: 'Northbridge Academy', EVT: 'FutureTech Summit 2027', SPC: 'Monsoon Savings Campaign', HAF: 'Peak Fitness Studio' };

/** Keeps the first element matching `selector` that the HTML parser makes, before any script of the page runs. */
async function keepParsed(page: Page, selector: string) {
  await page.addInitScript((wanted) => {
    const seen = new MutationObserver(() => {
      const element = document.querySelector(wanted);
      if (!element) return;
      (window as unknown as { parsed: Element }).parsed = element;
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  }, selector);
}

/**
 * Resolves once the console has taken the page over (main.tsx drops #root's server-rendered mark
 * after React's first commit) with that very parsed element still in the page: had React thrown
 * the server's markup away and drawn the page again, the element would be gone.
 */
async function parsedTakenOver(page: Page, timeout = 15_000) {
  await page.waitForFunction(
    (mark) => {
      const parsed = (window as unknown as { parsed?: Element }).parsed;
      const root = document.getElementById('root');
      return parsed !== undefined && root !== null && !root.hasAttribute(mark) && parsed.isConnected;
    },
    SERVER_RENDERED_ATTRIBUTE,
    { timeout },
  );
}

describe('a signed-in list page arrives drawn', () => {
  it('with scripts off, it shows its rows and its chrome, in the theme, from the HTML alone', async () => {
    const signed = await run.signedIn('owner@example.com');
    const context = await withSessionOf(signed.context, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(LIST);
    expect(await page.locator('main tbody tr').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('link', { name: 'Courses' }).count()).toBeGreaterThan(0);
    // The stylesheet and the website's theme colours are in: the primary button is filled.
    const fill = await page
      .locator('main button.ant-btn-primary')
      .first()
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(fill).not.toBe('rgba(0, 0, 0, 0)');
    await context.close();
    await signed.context.close();
  });

  it.each([
    ['on a desktop', 1366],
    ['on a phone, wider layout first', 390],
  ])('%s, the console takes over the rows the server sent, without an error, and answers', async (_where, width) => {
    const signed = await run.signedIn('owner@example.com');
    const context = await withSessionOf(signed.context, { width });
    const page = await context.newPage();
    const errors = errorsOf(page);
    await keepParsed(page, 'main tbody tr');
    await page.goto(LIST);
    await parsedTakenOver(page);
    const search = page
      .getByRole('searchbox')
      .or(page.getByPlaceholder(/search/i))
      .first();
    await search.fill('Python');
    await search.press('Enter');
    await page.waitForURL(/[?&]q=Python/);
    // The list asks the API for the search (the first answers served the first page only).
    await expect.poll(() => page.locator('main tbody tr').first().textContent()).toContain('Python');
    expect(errors).toEqual([]);
    await context.close();
    await signed.context.close();
  });

  /** The console's entry script and what it imports statically, as Vite's manifest names them: what runs before any route's chunk. */
  function entryScripts(): Set<string> {
    const manifest = JSON.parse(
      readFileSync(resolve(process.env.E2E_CONSOLE_DIR ?? 'dist/console', '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[] }>;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit('index.html');
    return files;
  }

  /**
   * The list page, served drawn, with the console's scripts held back a second, so a click surely
   * comes first: all of them (`entry: true`: nothing of the console runs yet), or all but the entry
   * and its imports (the console runs and holds clicks while the route's own chunks come).
   */
  async function beforeTakeOver({ entry }: { entry: boolean }) {
    const signed = await run.signedIn('owner@example.com');
    const context = await withSessionOf(signed.context);
    const page = await context.newPage();
    const errors = errorsOf(page);
    const runsFirst = entry ? new Set<string>() : entryScripts();
    const held = new Promise<void>(
      (resolve) =>
        void page.route('**/assets/*.js', async (route) => {
          if (runsFirst.has(new URL(route.request().url()).pathname.slice(1))) return route.continue();
          resolve();
          await new Promise((wait) => setTimeout(wait, 1_000));
          await route.continue();
        }),
    );
    await page.goto(LIST, { waitUntil: 'commit' });
    const notYetTakenOver = () => page.locator(`#root[${SERVER_RENDERED_ATTRIBUTE}]`).count();
    const close = async () => {
      await context.close();
      await signed.context.close();
    };
    return { page, errors, held, notYetTakenOver, close };
  }

  it('a click on a button made before the console has taken the page over is carried out once it has', async () => {
    const { page, errors, held, notYetTakenOver, close } = await beforeTakeOver({ entry: false });
    const sort = page.locator('main thead th button').first();
    await sort.waitFor();
    // The entry has run (it asked for the page's chunks) and they are held back.
    await held;
    expect(await notYetTakenOver()).toBe(1);
    await sort.click();
    await page.waitForURL(/[?&]sort=/);
    expect(await notYetTakenOver()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('a link clicked before the console has taken the page over navigates on its own', async () => {
    const { page, errors, notYetTakenOver, close } = await beforeTakeOver({ entry: true });
    const add = page.locator('main a').filter({ hasText: /^Add / });
    await add.waitFor();
    expect(await notYetTakenOver()).toBe(1);
    await add.click();
    await page.waitForURL(`**${LIST}/new`);
    await page.locator('main form input').first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  // A part of the page that waits for its code or data while React takes the page over is thrown
  // away and drawn again if anything changes meanwhile: what it showed flickers, and a click on it is lost.
  it('every list of every sidebar is taken over as the server drew it, not drawn again', async () => {
    const { page, context } = await run.signedIn('maker@example.com');
    await keepParsed(page, 'main h1');
    const registry = loadDeclarations();
    const checked = new Set<string>();
    const redrawn: string[] = [];
    for (const useCase of USE_CASES) {
      await pickWebsite(page, SITES[useCase]);
      const items = AREAS.flatMap((area) => sidebarItems(sidebarItemsOf(registry.all()), useCase, area));
      for (const { route } of items.filter((item) => !checked.has(item.route))) {
        checked.add(route);
        await page.goto(route);
        await parsedTakenOver(page, 5_000).catch(() => redrawn.push(route));
      }
    }
    expect(checked.size).toBeGreaterThan(10);
    expect(redrawn).toEqual([]);
    await context.close();
  });
});
