import type { BrowserContext, Page } from 'playwright-core';
import { loadDeclarations } from '../../src/server/declarations';
import { AREAS, USE_CASES } from '../../src/shared/enums';
import { sidebarItems, sidebarItemsOf } from '../../src/console/rules/sidebar';
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

/** Resolves once React has taken that very parsed element as its own (its fiber is on it) while it is still in the page. */
async function parsedTakenOver(page: Page, timeout = 15_000) {
  await page.waitForFunction(
    () => {
      const parsed = (window as unknown as { parsed?: Element }).parsed;
      return parsed !== undefined && parsed.isConnected && Object.keys(parsed).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
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

  it('a click made before the console has taken the page over is carried out once it has', async () => {
    const signed = await run.signedIn('owner@example.com');
    const context = await withSessionOf(signed.context);
    const page = await context.newPage();
    const errors = errorsOf(page);
    // The console's scripts come late, so the click surely comes first.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto(LIST, { waitUntil: 'commit' });
    const add = page.locator('main button.ant-btn-primary').filter({ hasText: /^Add / });
    await add.waitFor();
    expect(await add.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber')))).toBe(false);
    await add.click();
    await page.waitForURL(`**${LIST}/new`);
    expect(errors).toEqual([]);
    await context.close();
    await signed.context.close();
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
