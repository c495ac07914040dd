import type { Browser, Page } from 'playwright-core';
import { journey } from './helpers/journey';
import { pickWebsite, screenshot, signIn } from './helpers/browser';

/**
 * One way to show time (docs/product.md §3): the event website runs on Asia/Kolkata (GMT+5:30); the
 * managers' browsers run in Los Angeles. 01:30 AM on 15 March in Kolkata is still 14 March in UTC
 * and in Los Angeles — a screen that used either clock would show another day.
 */
const run = journey();
const BROWSER_ZONE = 'America/Los_Angeles';
const SHOWN = '15-Mar-2027 01:30 AM GMT+5:30';

async function signedInAbroad(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: run.server.url, timezoneId: BROWSER_ZONE, viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signIn(page, email);
  await page.waitForURL('**/make/entities/programs');
  await pickWebsite(page, 'FutureTech Summit 2027');
  return page;
}

async function pick(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

describe('one way to show time', () => {
  it("the same session reads the same day and time in the form, the list and the review diff, on the website's clock", async () => {
    const maker = await signedInAbroad(run.browser, 'maker@example.com');
    expect(await maker.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
    await maker.goto('/make/entities/agenda/new');
    await maker.getByLabel('Title').fill('Sunrise keynote');
    await pick(maker, 'Starts at', '15-Mar-2027 01:30 AM');
    await pick(maker, 'Ends at', '15-Mar-2027 02:30 AM');
    // The picker names the clock it edits.
    expect(await maker.getByTestId('time-zone').first().textContent()).toBe('GMT+5:30');
    const create = maker.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/event_agendas'));
    await maker.getByRole('button', { name: 'Save' }).first().click();
    // Stored as the instant: 01:30 in Kolkata is 20:00 UTC the day before.
    expect((await create).postDataJSON()).toMatchObject({ start_date: '2027-03-14T20:00:00.000Z' });
    await maker.getByTestId('flash-success').first().waitFor();

    await maker.goto('/make/entities/agenda?q=Sunrise');
    const row = maker.getByRole('row', { name: /Sunrise keynote/ });
    await row.getByText(SHOWN).waitFor();
    await row.getByRole('link', { name: /Edit Sunrise keynote/ }).click();
    expect(await maker.getByLabel('Starts at', { exact: true }).inputValue()).toBe('15-Mar-2027 01:30 AM');
    await screenshot(maker, 'time-form-website-clock');
    await maker.context().close();

    const checker = await signedInAbroad(run.browser, 'checker@example.com');
    await checker.goto('/check/entities/pending-entities');
    await checker.getByText('Sunrise keynote').first().click();
    const diff = checker.locator('[data-testid^="diff-"]').filter({ hasText: 'Starts at' });
    await diff
      .getByRole('row', { name: /Starts at/ })
      .getByText(SHOWN)
      .waitFor();
    await screenshot(checker, 'time-diff-website-clock');
    await checker.context().close();
  });
});
