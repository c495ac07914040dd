import type { Page } from 'playwright-core';
import { journey } from './helpers/journey';
import { newPage, pickWebsite, screenshot } from './helpers/browser';
import { describeViolations, seriousViolations } from './helpers/axe';
import { focused, tabTo } from './helpers/keyboard';

/**
 * WCAG 2.2 AA (issue 13 point 5): axe-core finds no serious or critical violation on the screens a
 * manager uses, each page has one h1 and one main; the keyboard alone takes a change from maker to live.
 */
const run = journey();

interface Screen {
  name: string;
  /** Signs in (or not) and brings the page to the state to check; returns the page. */
  open: () => Promise<Page>;
  /** How many h1 the page has: one, unless a row says otherwise. */
  h1?: number;
}

const EVT = 'FutureTech Summit 2027';

async function signedIn(email: string, path: string, website?: string): Promise<Page> {
  const { page } = await run.signedIn(email);
  if (website) await pickWebsite(page, website);
  await page.goto(path);
  return page;
}

async function publicPage(path: string): Promise<Page> {
  const { page } = await newPage(run.browser, run.server.url);
  await page.goto(path);
  return page;
}

/** The maker saves a zone, so Pending Review has an item; the checker opens its diff. */
async function pendingWithOpenDiff(): Promise<Page> {
  const maker = await signedIn('maker@example.com', '/make/entities/zones/new', EVT);
  await maker.getByLabel('Zone name').fill('Axe Lounge');
  await maker.getByLabel('Capacity').fill('25');
  await maker.getByRole('button', { name: 'Save' }).first().click();
  await maker.getByTestId('flash-success').waitFor();
  await maker.context().close();
  const page = await signedIn('checker@example.com', '/check/entities/pending-entities', EVT);
  await page.getByText('Axe Lounge').first().click();
  await page.locator('[data-testid^="diff-"]').first().waitFor();
  return page;
}

async function editWithErrors(): Promise<Page> {
  const page = await signedIn('maker@example.com', '/make/entities/zones/new', EVT);
  await page.getByLabel('Zone name').fill('Tiny Room');
  await page.getByLabel('Capacity').fill('0');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await page.getByText('Capacity must be at least 1').first().waitFor();
  return page;
}

const list = (path: string, website?: string) => async () => {
  const page = await signedIn('maker@example.com', path, website);
  await page.locator('tbody tr').first().waitFor();
  return page;
};

const screens: Screen[] = [
  { name: 'sign-in', open: () => publicPage('/login') },
  { name: 'recover password', open: () => publicPage('/recover-password') },
  { name: 'Entities landing (courses)', open: list('/make/entities/programs') },
  { name: 'a list (zones)', open: list('/make/entities/zones', EVT) },
  { name: 'an edit page showing errors', open: editWithErrors },
  { name: 'Pending Review with items and an open diff', open: pendingWithOpenDiff },
  {
    name: 'edit website (Content & Images landing)',
    open: async () => {
      const page = await signedIn('maker@example.com', '/make/pages/edit-website');
      await page.locator('iframe').first().waitFor();
      return page;
    },
  },
  { name: 'Generic Form landing', open: list('/make/generic/forms') },
  { name: 'Dynamic Form landing', open: list('/make/dynamic/forms') },
  {
    name: 'the form builder',
    open: async () => {
      const page = await signedIn('maker@example.com', '/make/dynamic/forms/new');
      await page.getByRole('button', { name: 'Save' }).first().waitFor();
      return page;
    },
  },
  { name: 'people (People landing)', open: list('/make/speakers-list') },
];

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each(screens)('$name: no serious or critical violation, one h1, one main', async ({ name, open, h1 = 1 }) => {
    const page = await open();
    // The pointer off every control (a hovered button shows its hover colours), and entry animations
    // finished: a half-faded element has a contrast it will not keep.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(600);
    const violations = await seriousViolations(page);
    if (violations.length > 0) await screenshot(page, `axe-${name.replace(/[^a-z0-9]+/gi, '-')}`);
    expect(describeViolations(violations)).toEqual([]);
    expect(await page.locator('h1').count()).toBe(h1);
    expect(await page.locator('main').count()).toBe(1);
    await page.context().close();
  });
});

describe('keyboard only', () => {
  /** Signs in with the keyboard: the e-mail field has the focus on arrival, Enter sends the form. */
  async function signInByKeyboard(email: string): Promise<Page> {
    const { page } = await newPage(run.browser, run.server.url);
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).waitFor();
    expect((await focused(page)).name).toBe('E-mail');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo-password');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/make/entities/programs');
    await page.getByTestId('sidebar').waitFor();
    return page;
  }

  it('a maker adds a record and sends it for review; a checker opens the diff and publishes it', async () => {
    const unseen: string[] = [];
    const maker = await signInByKeyboard('maker@example.com');
    // The first Tab reaches the skip link; following it puts the focus on the page's main content.
    unseen.push(...(await tabTo(maker, /^Skip to main content$/, { max: 1 })));
    await maker.keyboard.press('Enter');
    expect(await maker.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // Back up from the main content into the sidebar, to the Client List link.
    unseen.push(...(await tabTo(maker, /^Client List$/, { back: true })));
    await maker.keyboard.press('Enter');
    await maker.waitForURL('**/make/entities/edu-client-list');
    unseen.push(...(await tabTo(maker, /^Add Client$/)));
    await maker.keyboard.press('Enter');
    await maker.waitForURL('**/make/entities/edu-client-list/new');
    // ui:autofocus: the declared first field has the focus, so typing goes straight into it.
    await maker.getByLabel('Organisation').waitFor();
    await expect.poll(async () => (await focused(maker)).name).toMatch(/^Organisation/);
    await maker.keyboard.type('Keyboard Works Ltd');
    unseen.push(...(await tabTo(maker, /^Save$/)));
    await maker.keyboard.press('Enter');
    await maker.getByTestId('flash-success').waitFor();
    await maker.context().close();

    const checker = await signInByKeyboard('checker@example.com');
    unseen.push(...(await tabTo(checker, /^Pending Review/)));
    await checker.keyboard.press('Enter');
    await checker.waitForURL('**/check/entities/pending-entities');
    // As a user would, wait until the page shows the change (its kinds' declarations load first),
    // or the Tabs run past a page still loading.
    await checker.getByText('Keyboard Works Ltd').first().waitFor();
    // Past the change's tick box ("Select Keyboard Works Ltd") to its header, which opens it.
    unseen.push(...(await tabTo(checker, /^Keyboard Works Ltd/)));
    await checker.keyboard.press('Enter');
    await checker.locator('[data-testid^="diff-"]').filter({ hasText: 'Keyboard Works Ltd' }).first().waitFor();
    unseen.push(...(await tabTo(checker, /^Publish selected/, { back: true })));
    await checker.keyboard.press('Enter');
    // The confirmation keeps the focus inside it: Tab to its own Publish, and Space presses it.
    await checker.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).waitFor();
    unseen.push(...(await tabTo(checker, /^Publish$/, { max: 5 })));
    expect(await checker.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await checker.keyboard.press('Space');
    await checker.getByTestId('flash-success').waitFor();
    await checker.getByTestId('review-empty').waitFor();
    expect(unseen, 'elements that took the focus without showing it').toEqual([]);
    await checker.context().close();
  });
});
