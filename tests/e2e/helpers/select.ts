import type { Locator, Page } from 'playwright-core';

const OPTIONS = '.ant-select-dropdown:visible .ant-select-item-option';

/**
 * Picks an option of an antd select as a keyboard user does: types `search` (the console's
 * selects are searchable), moves to the option whose label starts with `label` (by default the
 * first one shown) with the arrow keys, and presses Enter; then waits until the select shows it.
 *
 * Not a click: under load the filtered list's popup is drawn for a moment before it is aligned
 * under its field (seen at the top of the window in CI), and a click sent then lands on whatever
 * is there when the button comes up, picking nothing.
 */
export async function chooseOption(page: Page, select: Locator, search: string, label?: string): Promise<void> {
  await select.click();
  await select.fill(search);
  const options = page.locator(OPTIONS);
  const needle = search.toLowerCase();
  // The search narrows the list in a later render; keys sent before it move over the old list.
  const narrowed = () =>
    options.evaluateAll((els, n) => els.length > 0 && els.every((el) => (el.textContent ?? '').toLowerCase().includes(n)), needle);
  for (const started = Date.now(); !(await narrowed());) {
    if (Date.now() - started > 15_000) throw new Error(`The options never narrowed to "${search}".`);
    await page.waitForTimeout(50);
  }
  const shown = await options.evaluateAll((els) =>
    els.map((el) => ({
      title: el.getAttribute('title') ?? el.textContent ?? '',
      active: el.classList.contains('ant-select-item-option-active'),
    })),
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
  await select
    .locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]')
    .filter({ hasText: shown[target]!.title })
    .waitFor();
}
