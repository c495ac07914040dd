import type { Locator, Page } from 'playwright-core';

/**
 * Picks an option of one of the console's comboboxes (src/console/common/ComboBox.tsx) as a
 * keyboard user does: types `search`, moves to the option whose label starts with `label` (by
 * default the first one shown) with the arrow keys, and presses Enter; then waits until the box
 * shows the choice (its text, or with several choices a tag with a remove button).
 *
 * Not a click: the list narrows in a later render (a server search for another kind's records),
 * and a click sent before then lands on whatever option was there.
 */
export async function chooseOption(page: Page, select: Locator, search: string, label?: string): Promise<void> {
  await select.click();
  await select.fill(search);
  const listId = await select.getAttribute('aria-controls');
  if (!listId) throw new Error('The box controls no list of options: is it a combobox?');
  const list = page.locator(`[id="${listId}"]`);
  const options = list.getByRole('option');
  const needle = search.toLowerCase();
  const narrowed = () =>
    options.evaluateAll((els, n) => els.length > 0 && els.every((el) => (el.textContent ?? '').toLowerCase().includes(n)), needle);
  for (const started = Date.now(); !(await narrowed());) {
    if (Date.now() - started > 15_000) throw new Error(`The options never narrowed to "${search}".`);
    await page.waitForTimeout(50);
  }
  const activeId = await select.getAttribute('aria-activedescendant');
  const shown = await options.evaluateAll(
    (els, active) => els.map((el) => ({ title: el.textContent ?? '', active: el.id === active })),
    activeId,
  );
  const target = label ? shown.findIndex((o) => o.title.startsWith(label)) : 0;
  if (target < 0) throw new Error(`No option starts with "${String(label)}" among ${shown.map((o) => o.title).join(', ')}.`);
  const from = Math.max(
    0,
    shown.findIndex((o) => o.active),
  );
  for (let i = from; i < target; i++) await select.press('ArrowDown');
  for (let i = from; i > target; i--) await select.press('ArrowUp');
  await select.press('Enter');
  const title = shown[target]!.title;
  if ((await list.getAttribute('aria-multiselectable')) === 'true') {
    await select.press('Escape');
    await page
      .getByRole('button', { name: `Remove ${title}` })
      .first()
      .waitFor();
    return;
  }
  for (const started = Date.now(); (await select.inputValue()) !== title;) {
    if (Date.now() - started > 15_000) throw new Error(`The box never showed "${title}".`);
    await page.waitForTimeout(50);
  }
}
