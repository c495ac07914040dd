import { journey } from './helpers/journey';
import { pickWebsite, screenshot } from './helpers/browser';

/** The command palette and shortcuts, keyboard only, as a screen-reader user would drive them. */
const run = journey();

describe('command palette', () => {
  it('Ctrl+K goes to a kind, to a record found on the server, and runs an action; ? lists the shortcuts', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await pickWebsite(page, 'FutureTech Summit 2027');
    await page.getByTestId('website-switcher').getByText('FutureTech Summit 2027').waitFor();

    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Type a page, an action or a record' });
    await box.waitFor();
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('zones');
    await page.getByRole('option', { name: /^Zones/, selected: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/make/entities/zones');

    await page.keyboard.press('Control+k');
    await page.keyboard.type('Main Stage');
    const record = page.getByRole('option', { name: /Main Stage.*Zone/ });
    await record.waitFor();
    await screenshot(page, 'palette-record');
    // Down to the record, past the commands above it, then Enter.
    while ((await record.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/make/entities/zones/*/edit');
    await page.getByRole('heading', { name: /Main Stage/ }).waitFor();

    await page.keyboard.press('Control+k');
    await page.keyboard.type('new zone');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/make/entities/zones/new');

    // The form takes the focus when it appears (the declared first field autofocuses); wait for it,
    // then move the focus out of every field so ? reaches the page.
    await page.getByLabel('Zone name').waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByText('Open the command palette').waitFor();
    await page.keyboard.press('Escape');
    // A ? typed into a field is text.
    await page.getByLabel('Zone name').fill('');
    await page.getByLabel('Zone name').press('?');
    expect(await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0);
    await context.close();
  });

  it("an owned product's own address (a bookmark, an old link) opens its program over its course, saying why", async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    const programs = await context.request.get('/api/cms/courses/course_program?client_id=1&website_id=1&max_results=1');
    const program = ((await programs.json()) as { data: Record<string, unknown>[] }).data[0]!;
    const productId = (program.product_service as { prodserv_id: number }).prodserv_id;
    await page.goto(`/make/entities/unlisted_offering/${productId}/edit`);
    await page.waitForURL(
      new RegExp(`/programs/${String(program.program_course_id)}/edit\\?sub=course-programs%2F${String(program.program_id)}%2Fedit`),
    );
    await page
      .getByTestId('flash-info')
      .getByText(`is part of Program "${String(program.program_name)}"`)
      .waitFor();
    await page.getByRole('dialog').getByLabel('Program name').waitFor();
    await screenshot(page, 'owned-product-through-program');
    await context.close();
  });
});
