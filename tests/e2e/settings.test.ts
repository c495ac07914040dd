import { journey } from './helpers/journey';
import { newPage, screenshot, signIn } from './helpers/browser';

/** The leave-page warning and the change of password, in a real browser. */
const run = journey();

describe('settings and unsaved changes', () => {
  it('warns before leaving an edited record: Stay keeps the edit, Leave goes on', async () => {
    const { context, page } = await run.signedIn('maker@example.com');
    await page.goto('/make/entities/edu-instructors/new');
    await page.getByLabel('Name', { exact: true }).and(page.locator('input')).fill('Unsaved Person');
    await page.getByTestId('sidebar').getByText('Accreditations', { exact: true }).click();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/make/entities/edu-instructors/new');
    expect(await page.getByLabel('Name', { exact: true }).and(page.locator('input')).inputValue()).toBe('Unsaved Person');
    await page.getByTestId('sidebar').getByText('Accreditations', { exact: true }).click();
    await screenshot(page, 'leave-warning');
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/make/entities/edu-accreditations');
    await context.close();
  });

  it('changes the password: a mismatch is shown, then success flashes and the new password signs in', async () => {
    const { context, page } = await run.signedIn('viewer@example.com');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    await page.getByLabel('Current password', { exact: true }).fill('demo-password');
    await page.getByLabel('New password', { exact: true }).fill('another long passphrase');
    await page.getByLabel('Confirm new password', { exact: true }).fill('something else entirely');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The new password and its confirmation do not match.').first().waitFor();
    await page.getByLabel('Confirm new password', { exact: true }).fill('another long passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('flash-success').waitFor();
    await screenshot(page, 'settings-changed');
    await context.close();

    const again = await newPage(run.browser, run.server.url);
    await signIn(again.page, 'viewer@example.com', 'another long passphrase');
    await again.page.waitForURL('**/make/entities/programs');
    await again.context.close();
  });
});
