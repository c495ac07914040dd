import type { Locator } from 'playwright-core';
import { journey } from './helpers/journey';
import { pickWebsite, screenshot } from './helpers/browser';
import { solidPng } from './helpers/png';
import { chooseOption } from './helpers/select';

/**
 * Form and file journeys: a maker builds a dynamic form whose live preview refuses a
 * personal e-mail address, and uploads a speaker's photo that then shows in the website preview.
 */
const run = journey();

/** True once the image has loaded and decoded (a broken or blocked one has no natural width). */
const decoded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

describe('forms and files in a real browser', () => {
  it('a maker builds a dynamic form with three fields; its preview refuses a personal e-mail address', async () => {
    const { page, context } = await run.signedIn('maker@example.com');
    await page.goto('/make/dynamic/forms');
    await page.getByRole('button', { name: 'Add Dynamic form' }).click();
    await page.waitForURL('**/make/dynamic/forms/new');

    await page.getByRole('textbox', { name: 'Form name' }).fill('Partner enquiry');
    await chooseOption(page, page.getByRole('combobox', { name: 'Purpose' }), 'Contact us');

    const fields = page.getByRole('region', { name: 'Fields' });
    const addField = fields.getByRole('button', { name: 'Add field' });
    const specs: [string, string | undefined, boolean][] = [
      ['Full name', undefined, true],
      ['Work e-mail', 'workEmail', true],
      ['Phone', 'tel', false],
    ];
    for (const [index, [label, type, required]] of specs.entries()) {
      await addField.click();
      const field = fields.getByRole('group', { name: `Field ${index + 1}` });
      await field.getByRole('textbox', { name: 'Label' }).fill(label);
      if (type) await chooseOption(page, fields.getByRole('group', { name: label }).getByRole('combobox', { name: 'Input type' }), type);
      if (required) await fields.getByRole('group', { name: label }).getByRole('checkbox', { name: 'Required' }).check();
    }

    const preview = page.getByRole('region', { name: 'Preview' });
    for (const [label] of specs) await preview.getByLabel(label).first().waitFor();
    const email = preview.getByRole('textbox', { name: 'Work e-mail' });
    await email.fill('ceo@gmail.com');
    const refusal = preview.getByText(/must be a work e-mail address/);
    await refusal.waitFor();
    // Untouched fields say nothing yet, as on the website: only the answer typed is judged.
    expect(await preview.getByText('Full name is required.').count()).toBe(0);
    await screenshot(page, 'forms-builder-refuses-gmail');
    await email.fill('ceo@contoso.com');
    await refusal.waitFor({ state: 'detached' });
    // Trying to submit judges every field.
    await preview.getByRole('button', { name: 'Submit' }).click();
    await preview.getByText('Full name is required.').waitFor();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('flash-success').waitFor();
    await page.goto('/make/dynamic/forms');
    await page
      .getByRole('row', { name: /Partner enquiry/ })
      .getByText('Pending: new')
      .waitFor();
    await context.close();
  });

  it("a maker uploads a speaker's photo; it shows in the form and in the website preview", async () => {
    const { page, context } = await run.signedIn('maker@example.com');
    await pickWebsite(page, 'FutureTech Summit 2027');
    await page.waitForURL('**/make/entities/delegate-passes');
    await page.getByTestId('sidebar').getByText('Speakers & Mentors', { exact: true }).click();
    await page.waitForURL('**/make/entities/speakers');

    const edit = page
      .getByRole('region', { name: 'Speakers & Mentors' })
      .getByRole('link', { name: /^Edit / })
      .first();
    // The link is named after the record: "Edit <speaker name>".
    const name = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
    expect(name).not.toBe('');
    await edit.click();
    await page.waitForURL(/\/make\/entities\/speakers\/\d+\/edit$/);

    await page
      .getByLabel('Upload image')
      .first()
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: solidPng(48, 48, [124, 58, 237]) });
    const photo = page.getByRole('textbox', { name: 'Photo' });
    // The upload leaves the stored file's key in the field.
    await expect.poll(() => photo.inputValue()).toMatch(/^1\/2\/images\/[0-9a-f]{16}-portrait\.png$/);
    const key = await photo.inputValue();
    const thumbnail = page.getByRole('img', { name: 'Preview of the image' });
    await thumbnail.waitFor();
    await expect.poll(() => decoded(thumbnail)).toBe(true);
    expect(await thumbnail.getAttribute('src')).toContain(`/files/${key}?exp=`);
    await screenshot(page, 'files-speaker-photo');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('flash-success').waitFor();

    await page.goto('/make/pages/edit-website?page=%2Fspeakers');
    const region = page.getByRole('region', { name: 'Preview of Speakers' });
    await region.getByRole('status').waitFor({ state: 'detached' });
    const card = page.frameLocator('iframe[title="Preview of Speakers"]').locator('article[data-kind="speakers"]', { hasText: name });
    const img = card.locator(`img[src*="${key}"]`);
    await img.waitFor();
    await expect.poll(() => decoded(img)).toBe(true);
    expect(await card.getAttribute('data-draft')).toBe('true');
    await screenshot(page, 'files-speaker-photo-preview');
    await context.close();
  });
});
