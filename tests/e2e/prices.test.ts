import type { Locator, Page } from 'playwright-core';
import { journey } from './helpers/journey';
import { clickStill, screenshot, scrollToEnd } from './helpers/browser';
import { chooseOption } from './helpers/select';

/**
 * Prices where they are sold (issue 13): a maker creates a course, stays on it, adds two programs
 * and a price to each in drawers over it; a checker publishes; the course's preview page shows
 * both programs with their prices.
 */
const run = journey();

/** The drawer on top (a price's drawer opens over its program's). */
const topDrawer = (page: Page): Locator => page.getByRole('dialog').last();

async function addProgram(page: Page, name: string, price: number): Promise<void> {
  const add = page.getByRole('region', { name: 'Programs' }).getByRole('link', { name: 'Add Program' });
  await scrollToEnd(page, add);
  await add.click();
  const program = topDrawer(page);
  await program.getByLabel('Program name').fill(name);
  const starts = program.getByLabel('Starts on');
  await starts.click();
  await starts.fill('11-Jan-2027');
  await starts.press('Enter');
  await program.getByLabel('Classification').fill('Online cohort');
  await clickStill(program.getByRole('button', { name: 'Save' }));
  // Saved, the new program stays open in its drawer, so its prices can be added next.
  await page.waitForURL(/sub=course-programs%2F\d+%2Fedit/);
  await program.getByRole('region', { name: 'Prices' }).getByRole('link', { name: 'Add Price' }).click();
  await page.waitForURL(/sub1=prodserv-prices%2Fnew/);
  const drawer = topDrawer(page);
  await drawer.getByLabel('Price name').fill('Standard');
  await drawer.getByLabel('Amount', { exact: true }).fill(String(price));
  await chooseOption(page, drawer.getByLabel('Currency', { exact: true }), 'EUR', 'EUR');
  await drawer.getByLabel('Default price for this currency').check();
  await screenshot(page, `prices-add-${price}`);
  await clickStill(drawer.getByRole('button', { name: 'Save' }));
  await program
    .getByRole('region', { name: 'Prices' })
    .getByRole('row', { name: /Standard/ })
    .waitFor();
  await clickStill(program.getByRole('button', { name: 'Cancel' }));
  await page
    .getByRole('region', { name: 'Programs' })
    .getByRole('row', { name: new RegExp(name) })
    .waitFor();
}

describe('prices where they are sold', () => {
  it('a course with two priced programs goes from the maker through the checker to its preview page', async () => {
    const maker = await run.signedIn('maker@example.com', '/make/entities/programs');
    const { page } = maker;
    await page.goto('/make/entities/programs/new');
    await page.getByLabel('Course name').fill('Priced Robotics');
    await page.getByLabel('Course code').fill('PRB101');
    await page.getByLabel('Category').click();
    await clickStill(page.getByRole('option').first());
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.waitForURL(/\/make\/entities\/programs\/\d+\/edit$/);
    const courseId = /programs\/(\d+)\/edit/.exec(page.url())?.[1];
    await addProgram(page, 'Priced Robotics — spring cohort', 1200);
    await addProgram(page, 'Priced Robotics — autumn cohort', 1350);
    const programs = page.getByRole('region', { name: 'Programs' });
    await programs
      .getByRole('row', { name: /spring cohort/ })
      .getByText('EUR 1200')
      .waitFor();
    await programs
      .getByRole('row', { name: /autumn cohort/ })
      .getByText('EUR 1350')
      .waitFor();
    await screenshot(page, 'prices-course-programs');
    await maker.context.close();

    const checker = await run.signedIn('checker@example.com');
    await checker.page.goto('/check/entities/pending-entities');
    await checker.page.getByText('Priced Robotics — spring cohort').first().waitFor();
    await checker.page.getByRole('button', { name: /^Publish selected/ }).click();
    await clickStill(checker.page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }));
    await checker.page.getByTestId('flash-success').waitFor();
    await checker.page.getByTestId('review-empty').waitFor();

    await checker.page.goto(`/preview/1/programs/${String(courseId)}?live=1`);
    await checker.page.getByRole('heading', { level: 1, name: 'Priced Robotics' }).waitFor();
    for (const [name, price] of [
      ['Priced Robotics — spring cohort', 'EUR 1200'],
      ['Priced Robotics — autumn cohort', 'EUR 1350'],
    ] as const) {
      const card = checker.page.locator('article[data-kind="course-programs"]', { hasText: name });
      await card.getByText(price).waitFor();
    }
    await screenshot(checker.page, 'prices-preview');
    await checker.context.close();
  });
});
