import type { Page } from 'playwright-core';
import { journey } from './helpers/journey';
import { clickStill, pickWebsite, screenshot } from './helpers/browser';

/**
 * Nothing goes live unseen (docs/review-flow.md), in a real browser: what arrives while a checker
 * looks is marked and left out, a checker publishes a chosen set, and a maker learns of a
 * rejection at once and withdraws a change of their own.
 */
const run = journey();
const EVT_ZONES = '/api/cms/events/event_zones?client_id=1&website_id=2';

/** A call from the page, as the console makes it (its cookie and the client_request_url header). */
async function call(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json', client_request_url: location.href },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, data: ((await res.json()) as { data: Record<string, unknown> }).data };
    },
    { method, path, body },
  );
}

const zone = async (page: Page, name: string) => {
  const made = await call(page, 'POST', EVT_ZONES, { zone_name: name, zone_capacity: 40 });
  expect(made.status).toBe(201);
  return made.data;
};
const isLive = async (page: Page, id: unknown) => {
  const rows = (await call(page, 'GET', `${EVT_ZONES}&id=${String(id)}`)).data as unknown as { is_live: boolean }[];
  return rows[0]?.is_live === true;
};

async function reviewZones(page: Page) {
  await pickWebsite(page, 'FutureTech Summit 2027');
  await page.waitForURL('**/make/entities/delegate-passes');
  await page.goto('/check/entities/pending-entities');
}

describe('a checker publishes what they saw, and nothing else', () => {
  it('marks a change a maker sends while the checker looks, and leaves it out of the publish', async () => {
    const maker = await run.signedIn('maker@example.com');
    const shown = await zone(maker.page, 'Seen Hall');
    const checker = await run.signedIn('checker@example.com');
    await reviewZones(checker.page);
    await checker.page.getByText('Seen Hall').first().waitFor();
    await checker.page.getByRole('button', { name: 'Publish selected (1)' }).waitFor();

    // The maker saves while the checker looks: the event stream brings it, marked and not selected.
    const arrived = await zone(maker.page, 'Arrived Hall');
    const mark = checker.page.getByTestId(`block-${String((await blockIdOf(checker.page, 'Arrived Hall')) ?? '')}`);
    await checker.page.getByText('New since you opened this page').waitFor({ timeout: 10_000 });
    await checker.page.getByTestId('review-marked').waitFor();
    expect(await mark.textContent()).toContain('Arrived Hall');
    expect(await checker.page.getByRole('checkbox', { name: 'Select Arrived Hall' }).isChecked()).toBe(false);
    await screenshot(checker.page, 'review-marked-arrival');

    await checker.page.getByRole('button', { name: 'Publish selected (1)' }).click();
    await clickStill(checker.page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }));
    await checker.page.getByTestId('flash-success').filter({ hasText: '1 change published.' }).waitFor();
    expect(await isLive(checker.page, shown.zone_id)).toBe(true);
    expect(await isLive(checker.page, arrived.zone_id)).toBe(false);
    await checker.page.getByText('Arrived Hall').first().waitFor();
    await maker.context.close();
    await checker.context.close();
  });

  it('publishes the changes left selected and keeps the rest pending', async () => {
    const maker = await run.signedIn('maker@example.com');
    const kept = await zone(maker.page, 'Chosen Hall');
    const left = await zone(maker.page, 'Later Hall');
    const checker = await run.signedIn('checker@example.com');
    await reviewZones(checker.page);
    await checker.page.getByRole('checkbox', { name: 'Select Later Hall' }).click();
    await checker.page.getByRole('button', { name: /^Publish selected \(\d+\)$/ }).click();
    await clickStill(checker.page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }));
    await checker.page.getByTestId('flash-success').waitFor();
    expect(await isLive(checker.page, kept.zone_id)).toBe(true);
    expect(await isLive(checker.page, left.zone_id)).toBe(false);
    await checker.page.getByText('Later Hall').first().waitFor();
    await screenshot(checker.page, 'review-selective');
    await maker.context.close();
    await checker.context.close();
  });
});

describe('a maker sees their changes', () => {
  it('learns at once that a change was rejected and why, reads it in My changes, and withdraws another', async () => {
    const maker = await run.signedIn('maker@example.com');
    const rejected = await zone(maker.page, 'Refused Hall');
    await zone(maker.page, 'Withdrawn Hall');
    const checker = await run.signedIn('checker@example.com');
    const block = await blockIdOf(checker.page, 'Refused Hall');
    expect(
      (await call(checker.page, 'POST', '/api/cms/vcs/reject?client_id=1', { block_id: block, reason: 'That name is taken' })).status,
    ).toBe(200);

    await maker.page
      .getByTestId('flash-warning')
      .filter({ hasText: 'Your change to Refused Hall was rejected by Chitra Checker: That name is taken' })
      .waitFor({ timeout: 10_000 });
    await maker.page.goto('/check/my-changes');
    const refused = maker.page.getByTestId('my-changes-rejected');
    await refused.getByText('Refused Hall').waitFor();
    expect(await refused.textContent()).toContain('That name is taken');
    expect(await refused.textContent()).toContain('Rejected by Chitra Checker');
    await screenshot(maker.page, 'my-changes');

    await maker.page.getByRole('button', { name: 'Withdraw Withdrawn Hall' }).click();
    await clickStill(maker.page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }));
    await maker.page.getByTestId('flash-success').filter({ hasText: 'Your change to Withdrawn Hall was withdrawn.' }).waitFor();
    await maker.page.getByTestId('my-changes-pending').getByText('Withdrawn Hall').waitFor({ state: 'detached' });
    expect(rejected.zone_id).toBeDefined();
    await maker.context.close();
    await checker.context.close();
  });
});

/** The pending change of a zone by its name, as the checker's list shows it. */
async function blockIdOf(page: Page, name: string): Promise<number | undefined> {
  const list = await call(page, 'GET', '/api/cms/vcs/blocks?client_id=1&website_id=2&asset_type_name=ENTITY');
  return (list.data as unknown as { block_id: number; record_label: string }[]).find((b) => b.record_label === name)?.block_id;
}
