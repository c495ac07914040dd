import type { Page } from 'playwright-core';
import { journey } from './helpers/journey';
import { clickStill, screenshot } from './helpers/browser';

/**
 * Focus and navigation (issue 33 item 9): where focus lands after a save and a publish, what a
 * confirm dialog focuses, Pending Review as a link, the sidebar as the user left it, and a missing
 * record's page.
 */
const run = journey();

/** The focused element, as "<tag>: <its text>", or "body" when focus was lost. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const active = document.activeElement;
    return !active || active === document.body ? 'body' : `${active.tagName.toLowerCase()}: ${active.textContent?.trim() ?? ''}`;
  });

describe('focus and navigation in a real browser', () => {
  it('after Save on a new record, and after its publish, focus is on the page’s heading, not its body', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await page.goto('/make/entities/programs/new');
    await page.getByLabel('Course name').fill('Focused Robotics');
    await page.getByLabel('Course code').fill('FOC101');
    await page.getByLabel('Category').click();
    await clickStill(page.getByRole('option').first());
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.waitForURL(/\/make\/entities\/programs\/\d+\/edit$/);
    await page.getByRole('heading', { level: 1, name: /^Edit Course: Focused Robotics/ }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1', null, { timeout: 5_000 });
    expect(await focused(page)).toMatch(/^h1: Edit Course: Focused Robotics/);
    await context.close();

    // The checker publishes it: the change and its buttons go, focus stays on the page.
    const checker = await run.signedIn('checker@example.com');
    await checker.page.goto('/check/entities/pending-entities');
    await checker.page.getByRole('button', { name: /^Publish selected/ }).click();
    await clickStill(checker.page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }));
    await checker.page.getByTestId('review-empty').waitFor();
    await checker.page.waitForFunction(() => document.activeElement !== document.body, null, { timeout: 5_000 });
    expect(await focused(checker.page)).toMatch(/^h1: Pending review/);
    await checker.context.close();
  });

  it('a confirm dialog focuses its primary action', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    expect(await focused(page)).toBe('button: Delete');
    await screenshot(page, 'focus-confirm-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('Pending Review is a link: a Ctrl click opens it in a new tab', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    const pending = page.getByTestId('pending-review-button');
    expect(await pending.evaluate((e) => e.tagName)).toBe('A');
    expect(await pending.getAttribute('href')).toMatch(/^\/check\//);
    const [tab] = await Promise.all([context.waitForEvent('page'), pending.click({ modifiers: ['ControlOrMeta'] })]);
    await tab.waitForURL('**/check/**');
    expect(new URL(page.url()).pathname).toBe('/make/entities/programs');
    await context.close();
  });

  it('the collapsed sidebar stays collapsed after a reload', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    expect(await sidebar.getAttribute('data-collapsed')).toBe('true');
    await page.reload();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect(await sidebar.getAttribute('data-collapsed')).toBe('true');
    await context.close();
  });

  it('a missing record offers the way back to its list, not a pointless "Try again"', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await page.goto('/make/entities/programs/987654/edit');
    await page.getByText('Course 987654 was not found.').waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Back to Courses' }).click();
    await page.waitForURL('**/make/entities/programs');
    await context.close();
  });
});
