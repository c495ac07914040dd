import type { Page } from 'playwright-core';
import { journey } from './helpers/journey';
import { clickStill, pickWebsite, screenshot } from './helpers/browser';

/** The review journey: a maker creates a zone → pending badge; a checker publishes → live, badge gone. */
const run = journey();

async function toEventWebsite(page: Page) {
  await pickWebsite(page, 'FutureTech Summit 2027');
  await page.waitForURL('**/make/entities/delegate-passes');
}

describe('maker → checker in a real browser', () => {
  it('a zone created by the maker is pending until the checker publishes it', async () => {
    const maker = await run.signedIn('maker@example.com');
    await toEventWebsite(maker.page);
    await maker.page.getByTestId('sidebar').getByText('Zones').click();
    await maker.page.waitForURL('**/make/entities/zones');
    await maker.page.getByRole('link', { name: 'Add Zone' }).click();
    await maker.page.waitForURL('**/make/entities/zones/new');
    await maker.page.getByLabel('Zone name').fill('Rooftop Garden');
    await maker.page.getByLabel('Capacity').fill('120');
    await screenshot(maker.page, 'engine-zone-add');
    await maker.page.getByRole('button', { name: 'Save' }).click();
    await maker.page.getByTestId('flash-success').waitFor();
    await maker.page.getByTestId('pending-review-badge').waitFor();
    await maker.page.goto('/make/entities/zones');
    await maker.page
      .getByRole('row', { name: /Rooftop Garden/ })
      .getByText('Pending: new')
      .waitFor();
    await screenshot(maker.page, 'engine-zone-list-pending');
    await maker.context.close();

    const checker = await run.signedIn('checker@example.com');
    await toEventWebsite(checker.page);
    await checker.page.getByTestId('pending-review-button').click();
    await checker.page.waitForURL('**/check/entities/pending-entities');
    await checker.page.getByText('Rooftop Garden').first().waitFor();
    await screenshot(checker.page, 'engine-review');
    await checker.page.getByRole('button', { name: /^Publish selected/ }).click();
    await clickStill(checker.page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }));
    await checker.page.getByTestId('flash-success').waitFor();
    await checker.page.getByTestId('review-empty').waitFor();
    expect(await checker.page.getByTestId('pending-review-badge').count()).toBe(0);

    await checker.page.goto('/make/entities/zones');
    const row = checker.page.getByRole('row', { name: /Rooftop Garden/ });
    await row.waitFor();
    expect(await row.getByText(/Pending/).count()).toBe(0);
    await screenshot(checker.page, 'engine-zone-live');
    await checker.context.close();
  });

  it('a diff names the records a change points at: "Gold → Platinum", not ids', async () => {
    const maker = await run.signedIn('maker@example.com');
    await toEventWebsite(maker.page);
    await maker.page.goto('/make/entities/sponsors?q=Adatum');
    await maker.page.getByRole('link', { name: 'Edit Adatum People' }).click();
    await maker.page.waitForURL('**/make/entities/sponsors/*/edit');
    await maker.page.getByLabel('Sponsorship tier').click();
    await clickStill(maker.page.getByRole('option', { name: 'Platinum' }));
    await maker.page.getByRole('button', { name: 'Save' }).first().click();
    await maker.page.getByTestId('flash-success').waitFor();
    await maker.context.close();

    const checker = await run.signedIn('checker@example.com');
    await toEventWebsite(checker.page);
    await checker.page.goto('/check/entities/pending-entities');
    await checker.page.getByText('Adatum People').first().click();
    const diff = checker.page.locator('[data-testid^="diff-"]').filter({ hasText: 'Sponsorship tier' });
    const row = diff.getByRole('row', { name: /Sponsorship tier/ });
    await row.getByText('Platinum').waitFor();
    expect(await row.locator('del').textContent()).toBe('Gold');
    expect(await row.locator('ins').textContent()).toBe('Platinum');
    await screenshot(checker.page, 'review-diff-labels');
    await checker.context.close();
  });

  it("the Pending Review count follows another user's save and a publish, without a reload", async () => {
    const checker = await run.signedIn('checker@example.com');
    await toEventWebsite(checker.page);
    const countIs = (n: number) =>
      checker.page.waitForFunction(
        (expected) => document.querySelector('[data-testid="pending-review-button"]')?.getAttribute('data-count') === String(expected),
        n,
        { timeout: 5_000 },
      );
    await checker.page.waitForSelector('[data-testid="pending-review-button"][data-count]');
    const before = Number(await checker.page.getByTestId('pending-review-button').getAttribute('data-count'));

    const maker = await run.signedIn('maker@example.com');
    await toEventWebsite(maker.page);
    await maker.page.goto('/make/entities/zones/new');
    await maker.page.getByLabel('Zone name').fill('Live Count Lounge');
    await maker.page.getByLabel('Capacity').fill('30');
    await maker.page.getByRole('button', { name: 'Save' }).first().click();
    await maker.page.getByTestId('flash-success').waitFor();

    // The checker's tab was not touched: the count arrives by the server's push.
    await countIs(before + 1);
    expect(await checker.page.getByTestId('pending-review-badge').textContent()).toBe(String(before + 1));
    await screenshot(checker.page, 'pending-count-live');

    await maker.page.goto('/check/entities/pending-entities');
    await checker.page.getByTestId('pending-review-button').click();
    await checker.page.getByRole('button', { name: /^Publish selected/ }).click();
    await clickStill(checker.page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }));
    await countIs(0);
    expect(await maker.page.getByTestId('pending-review-badge').count()).toBe(0);
    await maker.context.close();
    await checker.context.close();
  });
});
