import { readFile } from 'node:fs/promises';
import { journey } from './helpers/journey';
import { clickStill, pickWebsite, screenshot } from './helpers/browser';

/** Export and import on a list in a real browser: the download, the preview of problems or changes, the drafts. */
const run = journey();

describe('CSV on a list', () => {
  it('exports the filtered list, and imports a file after a preview of its problems or its changes', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await pickWebsite(page, 'FutureTech Summit 2027');
    await page.getByTestId('website-switcher').getByText('FutureTech Summit 2027').waitFor();
    await page.goto('/make/entities/zones');
    await page.getByRole('table').waitFor();
    const rows = await page.locator('tbody tr').count();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^zone_id,zone_name,/);
    expect(lines).toHaveLength(rows + 1);

    const upload = (name: string, text: string) =>
      page.getByTestId('csv-import-input').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await upload('bad.csv', 'zone_name,zone_capacity\r\nHall Imported,40\r\nSide Room,lots\r\n');
    const dialog = page.getByRole('dialog', { name: 'Import bad.csv' });
    await dialog.getByText('Nothing was imported').waitFor();
    await dialog.getByRole('row', { name: /3 zone_capacity "lots" is not a number/ }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Import as drafts' }).isDisabled()).toBe(true);
    await screenshot(page, 'csv-import-problems');
    await clickStill(dialog.getByRole('button', { name: 'Cancel' }));

    await upload('good.csv', 'zone_name,zone_capacity\r\nHall Imported,40\r\nSide Room,12\r\n');
    const ok = page.getByRole('dialog', { name: 'Import good.csv' });
    await ok.getByText('This file makes 2 new and changes 0 of the zones').waitFor();
    await clickStill(ok.getByRole('button', { name: 'Import as drafts' }));
    await page.getByText('Imported as drafts: 2 new, 0 changed').waitFor();
    await page
      .getByRole('row', { name: /Hall Imported/ })
      .getByText('Pending: new')
      .waitFor();
    await screenshot(page, 'csv-imported');
    await context.close();
  });
});
