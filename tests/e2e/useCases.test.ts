import { loadDeclarations } from '../../src/server/declarations';
import { listTitle } from '../../src/shared/rules/listTitle';
import { sidebarItems, sidebarItemsOf } from '../../src/console/rules/sidebar';
import { journey } from './helpers/journey';
import { newPage, pickWebsite, screenshot, signIn } from './helpers/browser';

/**
 * Per use case, every item of its sidebar lists real records; the maker opens the
 * first record of each list that can be edited and saves a change, which goes to review.
 */
const run = journey();
const registry = loadDeclarations();
const SITES = [
  ['EDU', 'Northbridge Academy'],
  ['EVT', 'FutureTech Summit 2027'],
  ['SPC', 'Monsoon Savings Campaign'],
  ['HAF', 'Peak Fitness Studio'],
] as const;

describe.each(SITES)('the %s sidebar', (useCase, site) => {
  it('lists real records behind every item, and a maker saves a change to one', async () => {
    const { context, page } = await newPage(run.browser, run.server.url);
    await signIn(page, 'maker@example.com');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await pickWebsite(page, site);
    const items = sidebarItems(sidebarItemsOf(registry.all()), useCase, 'ENTITY');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      await page.getByTestId('sidebar').getByText(item.label, { exact: true }).click();
      await page.waitForURL(`**${item.route}`);
      const decl = registry.byRoute(item.route)!;
      // The list's own heading first, so rows of the previous list are not counted.
      await page.getByRole('heading', { name: listTitle(decl), exact: true }).waitFor();
      await page.getByRole('row').nth(1).waitFor();
      expect(await page.getByRole('row').count(), `${item.label} lists records`).toBeGreaterThan(1);
      const editable = decl.endpoints.update && !decl.singleton;
      if (!editable) continue;
      const edit = page.getByRole('link', { name: /^Edit / }).first();
      if ((await edit.count()) === 0) continue;
      await edit.click();
      await page.waitForURL(/\/\d+\/edit$/);
      const title = decl.schema.properties[decl.display]?.title;
      if (title && decl.schema.properties[decl.display]?.type === 'string') {
        const field = page.getByLabel(title, { exact: true }).and(page.locator('input, textarea')).first();
        const value = await field.inputValue();
        await field.fill(`${value.slice(0, 40)} (edited)`);
      }
      // The write's answer, so a failure says whether Save sent nothing (and which field errors
      // stopped it) or what the server answered, rather than only that no success flash came.
      const written = page
        .waitForResponse((r) => r.request().method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/'), { timeout: 10_000 })
        .catch(() => null);
      await page.getByRole('button', { name: 'Save' }).first().click();
      const response = await written;
      const why = response
        ? `answered ${response.status()} ${await response.text()}`
        : `sent nothing; errors shown: ${(await page.locator('.ant-form-item-explain-error, [role=alert]').allInnerTexts()).join(' | ')}`;
      expect(response?.ok(), `${decl.kind}: Save ${why}`).toBe(true);
      await page.getByTestId('flash-success').first().waitFor();
      await screenshot(page, `use-case-${useCase}-${decl.kind}-saved`);
      await page
        .getByTestId('flash-success')
        .first()
        .getByRole('button')
        .first()
        .click()
        .catch(() => undefined);
    }
    await page.getByTestId('pending-review-badge').waitFor();
    await context.close();
  });
});
