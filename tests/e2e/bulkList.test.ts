import { readFile } from 'node:fs/promises';
import { journey } from './helpers/journey';
import { clickStill, newPage, pickWebsite, screenshot, signIn, takenOver } from './helpers/browser';
import { describeViolations, seriousViolations } from './helpers/axe';

/** Issue 33 item 1 in a real browser: search as you type, filter chips, ticked rows deleted through review, cards on a phone. */
const run = journey();

describe('a list that does bulk work', () => {
  it('searches as the manager types, names what narrows it, and deletes ticked rows as pending deletes', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await pickWebsite(page, 'FutureTech Summit 2027');
    await page.getByTestId('website-switcher').getByText('FutureTech Summit 2027').waitFor();
    await page.goto('/make/entities/zones');
    await page.getByRole('table').waitFor();
    await takenOver(page);
    const all = await page.locator('main tbody tr').count();
    expect(all).toBeGreaterThan(2);

    // Typed, no Enter: the list narrows once the typing pauses, and a chip says why.
    await page.getByRole('searchbox', { name: 'Search Zones' }).pressSequentially('Main', { delay: 30 });
    await page.waitForURL(/q=Main/);
    await page.getByRole('button', { name: 'Remove the filter Search: Main' }).waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('main tbody tr').length < n, all);
    await clickStill(page.getByRole('button', { name: 'Clear all' }));
    await page.waitForFunction((n) => document.querySelectorAll('main tbody tr').length === n, all);
    expect(await page.getByRole('searchbox', { name: 'Search Zones' }).inputValue()).toBe('');

    const names = (await page.locator('main tbody tr td[data-label="Zone name"]').allInnerTexts()).slice(0, 2);
    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    const bar = page.getByRole('region', { name: '2 zones selected' });
    await bar.waitFor();
    expect(await seriousViolations(page), describeViolations(await seriousViolations(page)).join('\n')).toEqual([]);

    const download = page.waitForEvent('download');
    await bar.getByRole('link', { name: /Export selection/ }).click();
    const lines = (await readFile(await (await download).path(), 'utf8')).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => names.some((n) => line.includes(n)))).toBe(true);

    await clickStill(bar.getByRole('button', { name: 'Delete selection' }));
    const dialog = page.getByRole('dialog', { name: 'Delete 2 zones?' });
    await dialog.waitFor();
    // The confirm dialog focuses its action (issue 33 item 9), so Enter confirms.
    await page.keyboard.press('Enter');
    await page.getByText('2 zones wait for review to be deleted.').waitFor();
    for (const name of names) {
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByText('Pending: deletion')
        .waitFor();
    }
    await screenshot(page, 'bulk-deleted');
    await context.close();

    // Live until a checker publishes: the checker sees both deletions waiting.
    const checker = await newPage(run.browser, run.server.url);
    await signIn(checker.page, 'checker@example.com');
    await pickWebsite(checker.page, 'FutureTech Summit 2027');
    await checker.page.goto('/check/entities/pending-entities');
    for (const name of names) await checker.page.getByText(name).first().waitFor();
    await checker.context.close();
  });

  it('asks for what was typed into the search before the console took the page over, and keeps it in the box', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    // The console's code is held back, as on a slow network, while the manager types into the server-drawn box.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/make/entities/programs', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search Courses' });
    await box.pressSequentially('Data', { delay: 20 });
    release();
    await takenOver(page);
    await page.waitForURL(/q=Data/);
    expect(await box.inputValue()).toBe('Data');
    await page.getByRole('button', { name: 'Remove the filter Search: Data' }).waitFor();
    await context.close();
  });

  it('keeps the columns a manager chose on the server: drawn by it, on any device; and saves a view as a link', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await page.locator('main thead th', { hasText: 'Course code' }).waitFor();
    await clickStill(page.getByRole('button', { name: 'Columns' }));
    const panel = page.getByRole('region', { name: 'Columns to show' });
    await panel.getByRole('checkbox', { name: 'Course code' }).uncheck();
    await page.waitForURL(/cols=/);
    await page.waitForFunction(() => ![...document.querySelectorAll('main thead th')].some((th) => th.textContent === 'Course code'));
    // Kept on the server for this user: the server draws the list with the chosen columns, and it hydrates with no error.
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await expect
      .poll(async () => (await (await context.request.get('/make/entities/programs')).text()).includes('>Course code<'))
      .toBe(false);
    expect(await (await context.request.get('/make/entities/programs')).text()).toContain('>Course name<');
    await page.goto('/make/entities/programs');
    await takenOver(page);
    expect(await page.locator('main thead th', { hasText: 'Course code' }).count()).toBe(0);
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    // The same manager on another device (a fresh browser context) finds the same columns.
    const other = await run.signedIn('maker@example.com');
    await other.page.locator('main thead th', { hasText: 'Course name' }).waitFor();
    expect(await other.page.locator('main thead th', { hasText: 'Course code' }).count()).toBe(0);
    await other.context.close();

    await clickStill(page.getByRole('button', { name: 'Views' }));
    const views = page.getByRole('region', { name: 'Saved views' });
    await views.getByRole('textbox', { name: 'Name of the view' }).fill('Without codes');
    await views.getByRole('button', { name: 'Save this view' }).click();
    expect(await views.getByRole('link', { name: 'Without codes' }).getAttribute('href')).toMatch(/cols=/);
    await context.close();
  });

  it('shows a list on a phone as a stack of cards, ticked like rows', async () => {
    const { context, page } = await newPage(run.browser, run.server.url, 390);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'maker@example.com');
    await page.waitForURL('**/make/entities/programs');
    await page.locator('main tbody tr').first().waitFor();
    const layout = await page.evaluate(() => {
      const row = document.querySelector('main tbody tr')!;
      const head = document.querySelector('main thead')!;
      return {
        row: getComputedStyle(row).display,
        head: getComputedStyle(head).display,
        // What the header strip still offers: the page's box and the sort buttons.
        strip: [...head.querySelectorAll('th')].filter((th) => getComputedStyle(th).display !== 'none').map((th) => th.textContent?.trim()),
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        labels: [...row.querySelectorAll('td[data-label]')].map((td) => getComputedStyle(td, '::before').content),
      };
    });
    expect(layout).toMatchObject({ row: 'block', head: 'flex', overflow: 0 });
    expect(layout.strip).toEqual(expect.arrayContaining(['', 'Course name']));
    expect(layout.strip).not.toContain('Actions');
    expect(layout.labels[0]).toMatch(/^".+"$/);
    await page.locator('main tbody tr').first().getByRole('checkbox').check();
    await page.getByRole('region', { name: '1 course selected' }).waitFor();
    expect(await seriousViolations(page), describeViolations(await seriousViolations(page)).join('\n')).toEqual([]);
    await screenshot(page, 'bulk-phone-cards');
    await context.close();
  });
});
