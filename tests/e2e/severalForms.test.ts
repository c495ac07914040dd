import { journey } from './helpers/journey';
import { clickStill, screenshot, scrollToEnd } from './helpers/browser';

/** Issue 33 item 2: on a page of several forms, saving one never drops another's changes silently. */
const run = journey();

describe('a page holding a course and its SEO', () => {
  it('saves the course, then asks before leaving with the SEO unsaved, naming it; Stay keeps what was typed', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await page
      .locator('main tbody tr')
      .first()
      .getByRole('link', { name: /^Edit / })
      .click();
    await page.waitForURL('**/edit');
    const course = page.getByRole('article', { name: 'Course' }).first();
    const name = course.getByRole('textbox', { name: 'Course name' });
    await name.fill(`${await name.inputValue()} (renamed)`);

    // The sections below the form are drawn as they near the screen.
    const seo = page.getByRole('article', { name: 'Course SEO' });
    await scrollToEnd(page, seo);
    const title = seo.getByRole('textbox', { name: 'Meta title' });
    await title.fill('A title typed but not saved');

    // The course's own Save: the course is saved, and leaving is held because the SEO is not.
    await clickStill(course.getByRole('button', { name: 'Save' }).first());
    const dialog = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Your changes to Course SEO are not saved');
    await screenshot(page, 'several-forms-guard');
    await clickStill(dialog.getByRole('button', { name: 'Stay' }));
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/edit$/);
    expect(await title.inputValue()).toBe('A title typed but not saved');
    expect(await name.inputValue()).toMatch(/\(renamed\)$/);

    // Once the SEO is saved too, nothing holds the page.
    await clickStill(seo.getByRole('button', { name: 'Save' }));
    await page.getByTestId('flash-success').first().waitFor();
    await page.getByRole('link', { name: 'Courses' }).first().click();
    await page.waitForURL('**/make/entities/programs');
    expect(await page.getByRole('dialog', { name: 'You have unsaved changes' }).count()).toBe(0);
    await context.close();
  });
});
