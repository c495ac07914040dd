import type { Page } from 'playwright-core';

export interface Focused {
  /** The focused element's name as a user would hear it, roughly: aria-label, its label, or its text. */
  name: string;
  /** False when it draws no outline (a field: no outline or focus ring on it or its wrappers). */
  visible: boolean;
}

/** What has the keyboard focus now. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', visible: true };
    const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.innerText ?? '';
    const outlined = (node: HTMLElement) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    // A field shows its focus as antd draws it, a ring (shadow) on the field or its wrapper: look a
    // few levels up. Anything else must draw an outline (buttons carry a faint shadow at rest).
    const field = el.matches('input, textarea, select, [role="combobox"]');
    let visible = outlined(el);
    for (let node = el.parentElement, depth = 0; field && node && depth < 3 && !visible; node = node.parentElement, depth++) {
      visible = outlined(node) || getComputedStyle(node).boxShadow !== 'none';
    }
    if (field && !visible) visible = getComputedStyle(el).boxShadow !== 'none';
    return { name: label.replace(/\s+/g, ' ').trim(), visible };
  });
}

/**
 * Presses Tab (Shift+Tab when `back`) until the focus is on an element whose name matches, and
 * returns the names of the elements passed on the way that showed no visible focus.
 */
export async function tabTo(page: Page, name: RegExp, { back = false, max = 80 } = {}): Promise<string[]> {
  const unseen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (!now.visible) unseen.push(now.name);
    if (name.test(now.name)) return unseen;
  }
  throw new Error(`${max} presses of Tab did not reach ${String(name)}`);
}
