import { mkdirSync } from 'node:fs';
import { SERVER_RENDERED_ATTRIBUTE } from '../../../src/shared/rules/serverRender';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const ARTIFACTS = 'test-results/e2e';

/** Debian's Chromium, headless, with the flags this sandbox needs (no background networking). */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function newPage(browser: Browser, baseURL: string, width = 1366): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 860 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: false });
}

export async function signIn(page: Page, email: string, password = 'demo-password'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Chooses a website in the header's switcher (nothing to do when it is already the active one); on a
 * phone the switcher is in the menu drawer, which is opened for it and closed after.
 */
export async function pickWebsite(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  await page.getByTestId('website-switcher').or(menu).first().waitFor();
  const phone = await menu.isVisible();
  if (phone) await menu.click();
  const switcher = phone ? page.getByTestId('mobile-menu').getByTestId('website-switcher') : page.getByTestId('website-switcher');
  if (!(await switcher.textContent())?.includes(name)) {
    await switcher.click();
    await page.getByRole('menuitem', { name }).click();
    await switcher.filter({ hasText: name }).waitFor();
  }
  if (phone) await page.keyboard.press('Escape');
}

/** A class rc-motion puts on a popup while it opens or closes (`ant-zoom-appear-active`, `ant-slide-up-enter`…). */
const MOTION_CLASS = /-(appear|enter|leave)(-|$)/;

/**
 * Clicks a control in a popup (dialog, drawer, dropdown) once the popup has stopped moving.
 * Playwright's "stable" check can pass in the frame where antd draws the popup at full size, just
 * before its zoom starts; clicked during the zoom, the button moves under the pointer between press
 * and release, and the browser gives the click to the dialog around it — the button never hears it
 * (history.test.ts failed so in CI, about one run in fifty).
 */
export async function clickStill(control: Locator): Promise<void> {
  await control.waitFor();
  await control.evaluate(
    (element, source) =>
      new Promise<void>((resolve, reject) => {
        const moving = new RegExp(source);
        const until = Date.now() + 10_000;
        const check = () => {
          for (let node: Element | null = element; node !== null; node = node.parentElement) {
            const motion = [...node.classList].find((name) => moving.test(name));
            if (motion === undefined) continue;
            if (Date.now() > until) return reject(new Error(`Still moving after 10 s: ${motion}`));
            return void requestAnimationFrame(check);
          }
          resolve();
        };
        check();
      }),
    MOTION_CLASS.source,
  );
  await control.click();
}

/**
 * Waits until the console has taken over a page the server drew (src/console/main.tsx): before
 * that, its controls are drawn but not yet listening, and what is typed into them asks nothing.
 */
export async function takenOver(page: Page): Promise<void> {
  await page.locator(`#root:not([${SERVER_RENDERED_ATTRIBUTE}])`).waitFor({ state: 'attached' });
}

/**
 * Scrolls to the end of the page, as a user does to reach what a record page shows below its form:
 * its child lists are drawn as they near the screen (src/console/common/NearView.tsx). Again until
 * `target` shows: a page that has just become a record's (a new record saved) may grow below the
 * screen after the first scroll, and a user would scroll again.
 */
export async function scrollToEnd(page: Page, target: Locator): Promise<void> {
  await page.locator('main form').first().waitFor();
  const deadline = Date.now() + 15_000;
  for (;;) {
    // Until nothing waits to be drawn: a closing drawer holds the page's scroll for a moment.
    await page.waitForFunction(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return !document.querySelector('main [data-testid="near-view"]');
      },
      null,
      { polling: 100 },
    );
    const shown = await target.waitFor({ timeout: 500 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
    if (Date.now() > deadline) throw new Error(`scrolled to the end, and still no ${target.toString()}`);
  }
}
