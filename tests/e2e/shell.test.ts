import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/rules/serverRender';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../src/server/db/schema';
import { journey } from './helpers/journey';
import { newPage, pickWebsite, screenshot, signIn } from './helpers/browser';

/** Browser journeys of the shell: sign-in, website and area switching, errors, password recovery, sign-out. */
const run = journey();

describe('the console shell in a real browser', () => {
  it('a link to a record or a list of another website opens it there, after switching website', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await pickWebsite(page, 'FutureTech Summit 2027');
    await page.waitForURL('**/make/entities/delegate-passes');
    await page.goto('/make/entities/zones');
    const edit = page.getByRole('link', { name: /^Edit / }).first();
    const href = await edit.getAttribute('href');
    if (!href) throw new Error('no edit link in the zones list');
    await pickWebsite(page, 'Northbridge Academy');
    await page.waitForURL('**/make/entities/programs');
    // A record of the event website, opened on the academy: it opens, on the event website.
    await page.goto(href);
    await page.getByLabel('Zone name').waitFor();
    await page.getByText('Now working on FutureTech Summit 2027').waitFor();
    await screenshot(page, 'record-other-website-opened');
    expect(new URL(page.url()).pathname).toBe(href);
    expect(await page.getByTestId('website-switcher').textContent()).toContain('FutureTech Summit 2027');
    // A list no academy has (speakers), opened on the academy: the one website with it shows it.
    await pickWebsite(page, 'Northbridge Academy');
    await page.waitForURL('**/make/entities/programs');
    await page.goto('/make/entities/speakers');
    await page.getByRole('heading', { level: 1, name: /^Speakers/ }).waitFor();
    expect(await page.getByTestId('website-switcher').textContent()).toContain('FutureTech Summit 2027');
    expect(await page.getByText(/There is no page at/).count()).toBe(0);
    await context.close();
  });

  it("antd paints from its static stylesheet: styles made at run time hold only the theme's variables", async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await page.goto('/make/entities/programs');
    await page.locator('main tbody tr').first().waitFor();
    // A server-drawn list shows its rows before React has taken it over: what antd writes, it writes after.
    await page.locator(`#root:not([${SERVER_RENDERED_ATTRIBUTE}])`).waitFor({ state: 'attached' });
    // docs/architecture.md §5a: antd's zero-runtime mode; generating its CSS in the page cost a third
    // of the time to the first list row. What it still writes are the theme's custom properties, and
    // the icons' reset, which every antd ConfigProvider registers whatever its mode
    // (its IconStyle): a few fixed rules, not the components' CSS.
    const made = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-css-hash]')].flatMap((style) =>
        /^(\.anticon\{|@keyframes loadingCircle\{)/.test(style.textContent ?? '')
          ? []
          : (style.textContent ?? '')
              .split(/[{};]/)
              .map((part) => part.trim())
              .filter((part) => part.includes(':') && !part.startsWith('--') && !part.startsWith('.') && !part.startsWith(':')),
      ),
    );
    expect(made).toEqual([]);
    // The list's Add button is antd's primary button: its colour comes from the stylesheet's rules.
    const add = page.locator('main .ant-btn-primary').filter({ hasText: /^Add / }).first();
    const { background, primary } = await add.evaluate((button) => {
      const probe = document.createElement('span');
      probe.style.color = getComputedStyle(button).getPropertyValue('--ant-color-primary');
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return { background: getComputedStyle(button).backgroundColor, primary: colour };
    });
    expect(background).toBe(primary);
    await context.close();
  });

  it('after sign-in the first screen is the landing, with no blank or loading-only "/" on the way', async () => {
    const { context, page } = await newPage(run.browser, run.server.url);
    await page.goto('/login');
    // Every address the tab shows from here on, including client-side (history API) navigations.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenPaths: string[] }).seenPaths = seen;
      const nav = (window as unknown as { navigation: EventTarget & { currentEntry: { url: string } } }).navigation;
      nav.addEventListener('currententrychange', () => seen.push(new URL(nav.currentEntry.url).pathname));
    });
    await page.getByLabel('E-mail', { exact: true }).fill('checker@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/make/entities/programs');
    await page.getByTestId('sidebar').waitFor();
    const seen = await page.evaluate(() => (window as unknown as { seenPaths: string[] }).seenPaths);
    expect(seen[0]).toBe('/make/entities/programs');
    expect(seen).not.toContain('/');
    await context.close();
  });

  it('signs the owner in to the first website landing, switches website and area, and keeps the area on reload', async () => {
    const { context, page } = await run.signedIn('owner@example.com');
    await page.getByTestId('sidebar').getByText('Courses').waitFor();
    await page.getByTestId('sidebar').getByText('Accreditations').waitFor();
    await screenshot(page, 'shell-edu-entities');

    await pickWebsite(page, 'FutureTech Summit 2027');
    await page.waitForURL('**/make/entities/delegate-passes');
    await page.getByTestId('sidebar').getByText('Speakers & Mentors').waitFor();
    await screenshot(page, 'shell-evt-entities');

    await page.getByRole('switch').click();
    await page.waitForURL('**/make/generic/forms');
    await page.getByTestId('sidebar').getByText('Dynamic Forms').waitFor();
    await page.reload();
    await page.waitForURL('**/make/generic/forms');
    expect(await page.getByTestId('area-toggle').getAttribute('data-area')).toBe('1');
    await screenshot(page, 'shell-global-forms');

    await page.getByRole('button', { name: 'Website', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname.startsWith('/make/entities'));
    await context.close();
  });

  it("shows the server's message for a wrong password", async () => {
    const { context, page } = await newPage(run.browser, run.server.url);
    await signIn(page, 'viewer@example.com', 'not-the-password');
    await page.getByText('The e-mail address or password is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-error');
    await context.close();
  });

  it('recovers a password with the link from the outbox, then signs in with the new one', async () => {
    const { context, page } = await newPage(run.browser, run.server.url);
    await page.goto('/recover-password');
    await page.getByLabel('E-mail', { exact: true }).fill('checker@example.com');
    await page.getByRole('button', { name: /send|reset/i }).click();
    await page.getByText(/If an account exists/).waitFor();
    // The mail is written off the response path (same answer and timing for unknown addresses): wait for it.
    const mail = await vi.waitFor(async () => {
      const [row] = await run.server.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, 'checker@example.com'))
        .orderBy(desc(outbox.id))
        .limit(1);
      if (!row) throw new Error('no mail yet');
      return row;
    });
    const link = /\/recover-password\/([\w-]+)/.exec(mail.body);
    expect(link).not.toBeNull();
    await page.goto(`/recover-password/${link![1]}`);
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Confirm new password', { exact: true }).fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/login**');
    // A public page's flash is painted too: it brings antd's stylesheet, as the signed-in shell does.
    const flash = page.getByTestId('flash-success');
    await flash.waitFor();
    expect(await flash.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    // …and that stylesheet leaves the public page's links as the browser draws them: underlined.
    const privacy = page.getByRole('link', { name: 'Privacy policy' });
    expect(await privacy.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
    await screenshot(page, 'password-reset-flash');
    await signIn(page, 'checker@example.com', 'a brand new passphrase');
    await page.waitForURL('**/make/entities/programs');
    await context.close();
  });

  it('signs out, clearing the three cookies, and lands on /login', async () => {
    const { context, page } = await run.signedIn('viewer@example.com');
    const before = (await context.cookies()).map((c) => c.name);
    expect(before).toEqual(expect.arrayContaining(['dev_auth', 'dev_userId', 'dev_activeWebsiteId']));
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/login**');
    const after = (await context.cookies()).map((c) => c.name);
    expect(after).not.toContain('dev_auth');
    expect(after).not.toContain('dev_userId');
    expect(after).not.toContain('dev_activeWebsiteId');
    await page.goto('/make/entities/programs');
    await page.waitForURL('**/login**');
    await context.close();
  });
});
