import type { Page } from 'playwright-core';
import { journey } from './helpers/journey';
import { clickStill, pickWebsite, screenshot } from './helpers/browser';

/**
 * A record's history in a real browser: each version with who and when, its outcome and its diff in
 * labels; restoring one makes it a draft that waits for review like any change.
 */
const run = journey();

async function openAdatum(page: Page) {
  await pickWebsite(page, 'FutureTech Summit 2027');
  await page.getByTestId('website-switcher').getByText('FutureTech Summit 2027').waitFor();
  await page.goto('/make/entities/sponsors?q=Adatum');
  await page.getByRole('link', { name: /^Edit Adatum People/ }).click();
  await page.waitForURL('**/make/entities/sponsors/*/edit');
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).first().click();
  await page.getByTestId('flash-success').first().waitFor();
}

describe('record history', () => {
  it('shows each version with who, when, outcome and a labelled diff, and restores one as a draft for review', async () => {
    const maker = await run.signedIn('maker@example.com');
    await openAdatum(maker.page);
    await maker.page.getByLabel('Sponsorship tier').click();
    await clickStill(maker.page.getByRole('option', { name: 'Platinum' }));
    await save(maker.page);

    const checker = await run.signedIn('checker@example.com');
    await pickWebsite(checker.page, 'FutureTech Summit 2027');
    await checker.page.goto('/check/entities/pending-entities');
    await checker.page.getByRole('button', { name: /^Publish selected/ }).click();
    await clickStill(checker.page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }));
    await checker.page.getByTestId('review-empty').waitFor();
    await checker.context.close();

    await openAdatum(maker.page);
    await maker.page.locator('input[id$="sponsor_name"]').fill('Adatum People Group');
    await save(maker.page);
    await openAdatum(maker.page);
    await maker.page.getByTestId('history-toggle').click();
    // Version 1 is the seeded content, from before the record's history began.
    const v1 = maker.page.getByTestId('version-1');
    const v2 = maker.page.getByTestId('version-2');
    const v3 = maker.page.getByTestId('version-3');
    await v3.waitFor();
    expect(await v1.textContent()).toMatch(/Version 1.*Published.*Before its first reviewed change/);
    expect(await v3.textContent()).toMatch(/Version 3.*Pending review.*by Manish Maker/);
    expect(await v2.textContent()).toMatch(/Version 2.*Published.*by Manish Maker.*Published by Chitra Checker/);
    // The diff names the tiers, not their ids.
    const tier = v2.getByRole('row', { name: /Sponsorship tier/ });
    await tier.getByText('Platinum').waitFor();
    expect(await tier.locator('del').textContent()).toBe('Gold');
    expect(await tier.locator('ins').textContent()).toBe('Platinum');
    // Each version shows what it changed from the one before: version 3 only the name.
    expect(await v3.getByRole('row', { name: /Sponsorship tier/ }).count()).toBe(0);
    // The newest version is the draft already: only versions that differ from it offer a restore.
    expect(await v3.getByRole('button', { name: 'Restore this version' }).count()).toBe(0);
    await screenshot(maker.page, 'history-versions');

    await v2.getByRole('button', { name: 'Restore this version' }).click();
    await clickStill(maker.page.getByRole('dialog').getByRole('button', { name: 'Restore this version' }));
    await maker.page.getByText('Version 2 restored as a draft').waitFor();
    await maker.page.getByTestId('version-4').waitFor();
    // The draft holds version 2's content again; the live record waits for a checker.
    await maker.page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[id$="sponsor_name"]')?.value === 'Adatum People',
    );
    expect(await maker.page.getByTestId('version-4').textContent()).toMatch(/Pending review/);
    await screenshot(maker.page, 'history-restored');
    await maker.context.close();
  });
});
