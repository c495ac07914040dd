import { expect } from 'vitest';
import { journey } from './helpers/journey';
import { clickStill, pickWebsite, screenshot, scrollToEnd } from './helpers/browser';

/** How forms behave under a manager's hands, in a real browser: numbers, date pickers, and what Save does next. */
const run = journey();

describe('forms in a real browser', () => {
  it('a number below its minimum stays as typed and is refused with a message', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await pickWebsite(page, 'FutureTech Summit 2027');
    await page.goto('/make/entities/zones/new');
    await page.getByLabel('Zone name').fill('Tiny Room');
    const capacity = page.getByLabel('Capacity');
    await capacity.fill('0');
    await page.getByLabel('Zone name').focus();
    expect(await capacity.inputValue()).toBe('0');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Capacity must be at least 1').first().waitFor();
    // One error per field: at the field, not again in a list above or below the form.
    expect(await page.getByText('Capacity must be at least 1').count()).toBe(1);
    expect(page.url()).toMatch(/\/make\/entities\/zones\/new$/);
    expect(await capacity.inputValue()).toBe('0');
    await screenshot(page, 'form-number-below-minimum');
    // The field's error goes as soon as the field changes, not at the next Save.
    await capacity.fill('12');
    await page.getByText('Capacity must be at least 1').waitFor({ state: 'detached', timeout: 2_000 });
    await context.close();
  });

  it('Enter in a date-time picker chooses the date and does not submit the form', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await pickWebsite(page, 'FutureTech Summit 2027');
    await page.goto('/make/entities/delegate-passes/new');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/cms/events/')) posts.push(r.url());
    });
    const picker = page.getByLabel('On sale from');
    await picker.click();
    await picker.fill('01-Mar-2027 09:00 AM');
    await picker.press('Enter');
    // Once more with the panel closed: the browser's implicit submission would validate and send the form.
    await picker.press('Enter');
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    expect(await page.locator('.ant-form-item-explain-error').count()).toBe(0);
    expect(page.url()).toMatch(/\/make\/entities\/delegate-passes\/new$/);
    expect(await page.getByTestId('flash-success').count()).toBe(0);
    await screenshot(page, 'form-date-enter');
    await context.close();
  });

  it('Save on a new course stays on the course, so its programs can be added', async () => {
    const { context, page } = await run.signedIn('maker@example.com', '/make/entities/programs');
    await page.goto('/make/entities/programs/new');
    await page.getByLabel('Course name').fill('Applied Robotics');
    await page.getByLabel('Course code').fill('ROB101');
    await page.getByLabel('Category').click();
    await clickStill(page.getByRole('option').first());
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByTestId('flash-success').first().waitFor();
    await page.waitForURL(/\/make\/entities\/programs\/\d+\/edit$/);
    // Below the form, the programs are drawn (their list's code and rows asked for) as a user scrolls to them.
    await page.locator('main form').first().waitFor();
    expect(await page.getByRole('region', { name: 'Programs' }).count()).toBe(0);
    await scrollToEnd(page, page.getByRole('region', { name: 'Programs' }));
    await screenshot(page, 'form-course-stays');
    await context.close();
  });

  it('a flash message opens below the header and covers none of its controls', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await pickWebsite(page, 'FutureTech Summit 2027');
    for (const width of [1280, 700]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/make/entities/zones/new');
      await page.getByLabel('Zone name').fill(`Flash Room ${width}`);
      await page.getByLabel('Capacity').fill('40');
      await page.getByRole('button', { name: 'Save' }).first().click();
      const flash = page.getByTestId('flash-success').first();
      await flash.waitFor();
      const box = await flash.boundingBox();
      for (const control of [page.getByTestId('pending-review-button'), page.getByTestId('user-menu')]) {
        const under = await control.boundingBox();
        if (!box || !under) throw new Error('flash or header control not laid out');
        const overlaps =
          box.x < under.x + under.width && under.x < box.x + box.width && box.y < under.y + under.height && under.y < box.y + box.height;
        expect(overlaps, `flash ${JSON.stringify(box)} over ${JSON.stringify(under)} at ${width}px`).toBe(false);
      }
      await screenshot(page, `flash-below-header-${width}`);
    }
    await context.close();
  });
});

describe('the event page while it loads', () => {
  it('shows a named progress bar, not a spinner, until the event arrives', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await pickWebsite(page, 'FutureTech Summit 2027');
    await page.getByTestId('website-switcher').getByText('FutureTech Summit 2027').waitFor();
    // The switch lands on the event website's landing first; a click before that could be overtaken.
    await page.waitForURL('**/make/entities/delegate-passes');
    // Hold the event's answer back for a moment, as a slow network would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/cms\/events\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Event details' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading the Event' });
    await bar.waitFor();
    expect(await page.locator('.ant-spin, .console-spinner').count()).toBe(0);
    release();
    await bar.waitFor({ state: 'detached' });
    await page.getByLabel('Event name').waitFor();
    await context.close();
  });
});
