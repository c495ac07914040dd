import dayjs from 'dayjs';
import { journey } from './helpers/journey';
import { clickStill, pickWebsite, screenshot } from './helpers/browser';
import { DATE_TIME_PATTERN } from '../../src/shared/rules/timeDisplay';
import { toWallClock } from '../../src/shared/rules/wallClock';

/** Scheduled publish in a real browser: "Publish at…" on the website's clock, the schedule listed, then cancelled. */
const run = journey();

describe('scheduled publish', () => {
  it('a checker sets a time on the website’s clock, sees the schedule, and cancels it; the change stays pending', async () => {
    const maker = await run.signedIn('maker@example.com');
    await pickWebsite(maker.page, 'FutureTech Summit 2027');
    await maker.page.getByTestId('website-switcher').getByText('FutureTech Summit 2027').waitFor();
    await maker.page.goto('/make/entities/zones/new');
    await maker.page.getByLabel('Zone name').fill('Timed Terrace');
    await maker.page.getByRole('button', { name: 'Save' }).first().click();
    await maker.page.getByTestId('flash-success').first().waitFor();
    await maker.context.close();

    const { context, page } = await run.signedIn('checker@example.com');
    await pickWebsite(page, 'FutureTech Summit 2027');
    await page.getByTestId('website-switcher').getByText('FutureTech Summit 2027').waitFor();
    await page.goto('/check/entities/pending-entities');
    await page.getByText('Timed Terrace').first().waitFor();
    await page.getByRole('button', { name: 'Publish at…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('GMT+5:30').first().waitFor();
    // Two hours ahead on the website's clock (Asia/Kolkata), whatever the browser's zone.
    const wall = dayjs(toWallClock(new Date(Date.now() + 2 * 3600_000).toISOString(), 'Asia/Kolkata')).format(DATE_TIME_PATTERN);
    const input = dialog.getByLabel('Publish on');
    await input.click();
    // A time already past is not offered: typed in, it is not taken, and Schedule stays off.
    const past = dayjs(toWallClock(new Date(Date.now() - 2 * 86_400_000).toISOString(), 'Asia/Kolkata')).format(DATE_TIME_PATTERN);
    await input.fill(past);
    await input.press('Enter');
    expect(await dialog.getByRole('button', { name: 'Schedule' }).isDisabled()).toBe(true);
    await input.fill(wall);
    await input.press('Enter');
    await clickStill(dialog.getByRole('button', { name: 'Schedule' }));
    await page.getByTestId('flash-success').filter({ hasText: 'Scheduled for' }).first().waitFor();
    const item = page.getByTestId('schedules').getByRole('listitem').first();
    await item.getByText(`${wall} GMT+5:30 · set by Chitra Checker`).waitFor();
    await screenshot(page, 'schedule-set');
    await item.getByRole('button', { name: 'Cancel schedule' }).click();
    await item.getByText('Cancelled').waitFor();
    await page.getByText('Timed Terrace').first().waitFor();
    await context.close();
  });
});
