import { readStorage } from '../../state/storage';

/** The browser-local switch of the theme editor's development flag (docs/product.md §1). */
export const THEME_EDITOR_DEV_KEY = 'console.dev.themeEditor';

/**
 * docs/product.md §1: the theme editor shows only with its development flag on, and that flag is off.
 * A developer, or a browser test, turns it on for their own browser only by setting
 * localStorage[THEME_EDITOR_DEV_KEY] to "on"; every user's console stays as the flag says.
 */
export function themeEditorDevOn(flag: boolean): boolean {
  return flag || readStorage(THEME_EDITOR_DEV_KEY) === 'on';
}
