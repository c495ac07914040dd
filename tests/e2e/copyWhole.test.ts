import { journey } from './helpers/journey';
import { clickStill, screenshot, scrollToEnd } from './helpers/browser';

/** Issue 33 item 5: a copy takes the records below the original along, or says which it leaves. */
const run = journey();

describe('copying a course', () => {
  it('offers its programs and SEO, ticked, and the copy opens with its programs waiting for review', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    const first = page.locator('main tbody tr').first();
    const name = (await first.locator('td[data-label="Course name"]').innerText()).trim();
    await first.getByRole('link', { name: `Copy ${name}` }).click();
    await page.waitForURL('**/copy');

    const choice = page.getByRole('group', { name: 'Copied with it' });
    await choice.waitFor();
    const programs = choice.getByRole('checkbox', { name: /^Its \d+ programs?$/ });
    await programs.waitFor();
    expect(await programs.isChecked()).toBe(true);
    const count = Number((await programs.locator('..').innerText()).match(/\d+/)![0]);
    expect(await choice.getByRole('checkbox', { name: 'Its Course SEO' }).isChecked()).toBe(true);
    // A copy's page no longer says to add programs once saved: they come with it.
    expect(await page.getByText(/Save this course first/).count()).toBe(0);
    await screenshot(page, 'copy-choice');

    await page.getByRole('textbox', { name: 'Course name' }).fill(`${name} (copy)`);
    await page.getByRole('textbox', { name: 'Course code' }).fill('CPY101');
    await page.getByRole('textbox', { name: 'URL slug' }).fill('copied-course-101');
    await clickStill(page.getByRole('button', { name: 'Save' }).first());
    await page.waitForURL(/\/programs\/\d+\/edit$/);
    await page.getByRole('heading', { name: new RegExp(`\\(copy\\)`) }).waitFor();
    const list = page.getByRole('region', { name: 'Programs' });
    await scrollToEnd(page, list);
    await list.locator('tbody tr').first().waitFor();
    expect(await list.locator('tbody tr').count()).toBe(count);
    expect(await list.getByText('Pending: new').count()).toBe(count);
    await screenshot(page, 'copy-with-programs');
    await context.close();
  });
});
