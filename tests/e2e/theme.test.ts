import type { BrowserContext, Page } from 'playwright-core';
import { journey } from './helpers/journey';
import { clickStill, screenshot } from './helpers/browser';
import { THEME_EDITOR_DEV_KEY } from '../../src/console/screens/edit-website/themeEditorFlag';
import { readableTheme } from '../../src/console/rules/palette';

/**
 * The theme editor's colours through the review flow in a real browser (docs/review-flow.md
 * "Website display settings"): a maker picks and saves, a checker publishes, a reload applies them.
 */
const run = journey();
const EDIT_WEBSITE = '/make/pages/edit-website';

/** docs/product.md §1: the editor's development flag is off; this browser turns it on for itself only. */
async function withThemeEditor(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => window.localStorage.setItem(key, 'on'), THEME_EDITOR_DEV_KEY);
}

/** The primary colour antd applies under the page's heading (a CSS variable of the theme). */
const appliedPrimary = (page: Page) =>
  page
    .getByRole('heading', { level: 1, name: 'Edit Website' })
    .evaluate((h1) => getComputedStyle(h1).getPropertyValue('--ant-color-primary').trim().toLowerCase());

describe('theme colours: maker saves, checker publishes, reload applies', () => {
  it('applies the picked colour everywhere only after a checker publishes it', async () => {
    const maker = await run.signedIn('maker@example.com');
    await withThemeEditor(maker.context);
    await maker.page.goto(EDIT_WEBSITE);
    const before = await appliedPrimary(maker.page);
    await maker.page.getByRole('button', { name: /Theme colours/ }).click();
    const primary = maker.page.getByRole('group', { name: 'Primary colour' });
    // Hue to its start (red), by the keyboard: the picker turns HSL into hex (docs/product.md §5).
    await primary.getByRole('slider', { name: 'Primary colour: Hue' }).focus();
    await maker.page.keyboard.press('Home');
    await maker.page.getByRole('radio', { name: 'DARK' }).check({ force: true });
    const picked = ((await primary.locator('output').textContent()) ?? '').trim().toLowerCase();
    expect(picked).toMatch(/^#[0-9a-f]{6}$/);
    expect(picked).not.toBe(before);
    await maker.page.getByRole('button', { name: 'Save theme' }).click();
    await maker.page.getByTestId('flash-success').waitFor();
    await screenshot(maker.page, 'theme-saved');

    // Pending: a reload still shows the published colours everywhere.
    await maker.page.reload();
    await maker.page.getByRole('heading', { level: 1, name: 'Edit Website' }).waitFor();
    expect(await appliedPrimary(maker.page)).toBe(before);

    const checker = await run.signedIn('checker@example.com');
    await checker.page.goto('/check/pages/pending-entities');
    await checker.page
      .getByText('Website Display', { exact: false })
      .or(checker.page.getByText(/website-display-settings/))
      .first()
      .waitFor();
    await screenshot(checker.page, 'theme-review');
    await checker.page.getByRole('button', { name: /^Publish selected/ }).click();
    await clickStill(checker.page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }));
    await checker.page.getByTestId('flash-success').waitFor();
    await checker.page.getByTestId('review-empty').waitFor();
    await checker.context.close();

    await maker.page.reload();
    await maker.page.getByRole('heading', { level: 1, name: 'Edit Website' }).waitFor();
    // The picked colour, or the nearest darker shade of it that reads at AA on the console's surfaces.
    expect(await appliedPrimary(maker.page)).toBe(readableTheme({ colorPrimary: picked, colorLink: picked }).colorPrimary);
    await screenshot(maker.page, 'theme-applied');
    await maker.context.close();
  });
});
