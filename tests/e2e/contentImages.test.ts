import type { FrameLocator, Locator, Page } from 'playwright-core';
import { journey } from './helpers/journey';
import { clickStill, screenshot } from './helpers/browser';
import { solidPng } from './helpers/png';

/**
 * Page journeys: a maker picks a page of the website, sees it in the preview frame,
 * edits its SEO; the change is a draft in the preview and waits under Content & Images for a
 * checker, who can open the whole change-set in the preview before publishing it.
 */
const run = journey();

const NEW_TITLE = 'About us: the practitioners behind every program';
const SECTION = 'Taught by people who do the work';

/** True once the image has loaded and decoded (a broken or blocked one has no natural width). */
const decoded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

/** The preview frame of a page, once its loading indicator is gone. */
async function previewOf(page: Page, name: string): Promise<FrameLocator> {
  const region = page.getByRole('region', { name: `Preview of ${name}` });
  await region.waitFor();
  await region.getByRole('status').waitFor({ state: 'detached' });
  return page.frameLocator(`iframe[title="Preview of ${name}"]`);
}

describe('Content & Images in a real browser', () => {
  it('the maker picks About Us, sees it in the frame, edits its SEO; the draft shows in the preview and waits for review', async () => {
    const { page, context } = await run.signedIn('maker@example.com');
    await page.getByRole('link', { name: 'Content & Images' }).first().click();
    await page.waitForURL('**/make/pages/edit-website**');

    // docs/product.md §2: the edit-website page adds its Website Pages list to the sidebar.
    const pages = page.getByTestId('sidebar').getByRole('navigation', { name: 'Website Pages' });
    await pages.getByRole('menuitem', { name: 'About Us' }).click();
    await page.waitForURL(/\?page=%2Fabout-us$/);
    let frame = await previewOf(page, 'About Us');
    await frame.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    expect(await frame.locator('body').getAttribute('data-page-url')).toBe('/about-us');
    await screenshot(page, 'content-about-us');

    const seo = page.getByRole('region', { name: 'Settings of About Us' }).getByRole('article', { name: 'Page SEO' });
    await seo.getByRole('textbox', { name: 'Meta title' }).fill(NEW_TITLE);
    await seo.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('flash-success').waitFor();
    await page.getByTestId('pending-review-badge').waitFor();

    // The frame reloads by itself after a save; the SEO draft is marked in it.
    frame = await previewOf(page, 'About Us');
    const draft = frame.locator('[data-draft="true"]', { hasText: NEW_TITLE });
    await draft.waitFor();
    expect(await draft.textContent()).toContain('Draft — pending review');
    await screenshot(page, 'content-about-us-draft');

    await page.getByTestId('pending-review-button').click();
    await page.waitForURL('**/check/pages/pending-entities');
    await page.getByText(NEW_TITLE).first().waitFor();
    await screenshot(page, 'content-pending-review');
    await context.close();
  });

  it("the maker writes the page's content with an uploaded image; the preview shows it as a draft", async () => {
    const { page, context } = await run.signedIn('maker@example.com');
    await page.goto('/make/pages/edit-website?page=%2Fabout-us');
    const content = page.getByRole('region', { name: 'Page content' });
    await content.getByRole('textbox', { name: 'Headline' }).fill('Learn from people who do the work');
    await content.getByRole('button', { name: 'Add Item' }).click();
    await content.getByRole('textbox', { name: 'Title', exact: true }).fill(SECTION);
    await content.getByRole('textbox', { name: 'Text', exact: true }).fill('Every instructor still practises what they teach.');
    const image = content.getByRole('group', { name: 'Image' });
    await image
      .getByLabel('Upload image')
      .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: solidPng(64, 40, [29, 78, 216]) });
    await expect
      .poll(() => image.getByRole('textbox', { name: 'Image address' }).inputValue())
      .toMatch(/^1\/1\/images\/[0-9a-f]{16}-team\.png$/);
    await image.getByRole('radiogroup', { name: 'Alignment' }).getByText('left', { exact: true }).click();
    await image.getByRole('radiogroup', { name: 'Size' }).getByText('sm', { exact: true }).click();
    await image.getByRole('textbox', { name: 'Alternative text' }).fill('Our instructors');
    await content.getByRole('button', { name: 'Save content' }).click();
    await page.getByTestId('flash-success').first().waitFor();

    const frame = await previewOf(page, 'About Us');
    const block = frame.locator('.display-block', { hasText: SECTION });
    await block.waitFor();
    const img = block.getByRole('img', { name: 'Our instructors' });
    // Preview images load lazily: bring it into view as a person scrolling the frame would.
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => decoded(img)).toBe(true);
    expect(await img.getAttribute('class')).toBe('img-sm align-left');
    await frame.locator('[data-page-draft="true"]').waitFor();
    await screenshot(page, 'content-page-section-draft');
    await context.close();
  });

  it('the checker finds the change under Content & Images and previews the change-set before publishing it', async () => {
    const { page, context } = await run.signedIn('checker@example.com');
    // Nothing else is pending, so the button goes straight to the pages' review list.
    await page.getByTestId('pending-review-button').click();
    await page.waitForURL('**/check/pages/pending-entities');
    await page.getByTestId('sidebar').getByText('Content & Images').waitFor();
    await page.getByText(NEW_TITLE).first().waitFor();

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Preview the website with these changes/ }).click(),
    ]);
    await tab.waitForLoadState();
    // It opens on the changed page itself, not on the home page.
    expect(new URL(tab.url()).pathname).toBe('/preview/1/about-us');
    await tab.locator('[data-kind="page-seo"][data-draft="true"]', { hasText: NEW_TITLE }).waitFor();
    await tab.close();

    await page.getByRole('button', { name: /^Publish selected/ }).click();
    await clickStill(page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }));
    await page.getByTestId('review-empty').waitFor();

    const live = await context.newPage();
    await live.goto('/preview/1/about-us?live=1');
    await live.getByText(NEW_TITLE).waitFor();
    await live.getByRole('heading', { name: SECTION }).waitFor();
    expect(await live.locator('[data-draft]').count()).toBe(0);
    await context.close();
  });
});
