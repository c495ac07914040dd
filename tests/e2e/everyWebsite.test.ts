import type { Page, Request } from 'playwright-core';
import { loadDeclarations } from '../../src/server/declarations';
import { listTitle } from '../../src/shared/rules/listTitle';
import { sidebarItems, sidebarItemsOf } from '../../src/console/rules/sidebar';
import { ROUTES } from '../../src/shared/rules/routes';
import { journey } from './helpers/journey';
import { pickWebsite, screenshot, signIn } from './helpers/browser';
import { describeViolations, seriousViolations } from './helpers/axe';

/**
 * Every demo website, at a desktop's size and a phone's: its first list, a record of it and Pending
 * Review holding that record's change pass axe (no serious or critical issue, whatever the website's
 * theme colour), the page asks no host but the console's own (the demo's pictures included), and on
 * a phone the header keeps to one row with nothing cut off at the right edge.
 */
const run = journey();
const registry = loadDeclarations();
const SITES = [
  ['owner@example.com', 'Northbridge Academy', 'EDU'],
  ['owner@example.com', 'FutureTech Summit 2027', 'EVT'],
  ['owner@example.com', 'Monsoon Savings Campaign', 'SPC'],
  ['owner@example.com', 'Peak Fitness Studio', 'HAF'],
  ['other@example.com', 'Other Org Learning', 'EDU'],
] as const;
const SIZES = [
  ['desktop', 1366, 860],
  ['phone', 390, 844],
] as const;

async function checked(page: Page, what: string, outside: string[]): Promise<void> {
  // The pointer off every control, and entry animations done: a half-faded element has a contrast it will not keep.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  const violations = await seriousViolations(page);
  // Kept whatever the outcome: how each website looks at each size, for whoever changes the chrome next.
  await screenshot(page, `every-website-${what.replace(/[^a-z0-9]+/gi, '-')}`);
  expect(describeViolations(violations), what).toEqual([]);
  expect(outside, `${what}: requests to other hosts`).toEqual([]);
  const layout = await page.evaluate(() => ({
    header: document.querySelector('header')?.getBoundingClientRect().height ?? 0,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(layout.overflow, `${what}: content beyond the right edge`).toBeLessThanOrEqual(0);
  if (page.viewportSize()!.width < 768) {
    expect(layout.header, `${what}: header height`).toBeLessThanOrEqual(64);
    expect(await page.getByTestId('sidebar').count(), `${what}: an icon strip beside the content`).toBe(0);
  }
}

describe.each(SIZES)('on a %s', (size, width, height) => {
  it.each(SITES)('%s on %s: list, record and Pending Review are readable and self-contained', async (email, site, useCase) => {
    const context = await run.browser.newContext({ baseURL: run.server.url, viewport: { width, height } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const origin = new URL(run.server.url).origin;
    const outside: string[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== origin) outside.push(request.url());
    });
    await signIn(page, email);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await pickWebsite(page, site);

    const first = sidebarItems(sidebarItemsOf(registry.all()), useCase, 'ENTITY')[0]!;
    const decl = registry.byRoute(first.route)!;
    await page.goto(first.route);
    await page.getByRole('heading', { name: listTitle(decl), exact: true }).waitFor();
    await page
      .locator('main')
      .getByRole('link', { name: /^Edit / })
      .first()
      .waitFor();
    await checked(page, `${site} ${size} list`, outside);

    await page
      .locator('main')
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await page.waitForURL(/\/\d+\/edit$/);
    const title = decl.schema.properties[decl.display]?.title ?? '';
    const field = page.getByLabel(title, { exact: true }).and(page.locator('input, textarea')).first();
    await field.fill(`${(await field.inputValue()).slice(0, 40)} (checked)`);
    await checked(page, `${site} ${size} record`, outside);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByTestId('flash-success').first().waitFor();

    await page.goto(ROUTES.pendingEntities);
    await page.getByText('(checked)').first().waitFor();
    await checked(page, `${site} ${size} Pending Review`, outside);
    await context.close();
  });
});
