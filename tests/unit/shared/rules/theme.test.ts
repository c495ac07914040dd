import { describe, expect, it } from 'vitest';
import { parseDisplaySettings, showsThemeEditor, themeTokens } from '../../../../src/shared/rules/theme';

const settings = (cssVariables: object, hideThemeSelector = false): string =>
  JSON.stringify({ themeConfig: { hideThemeSelector, cssVariables } });

describe('docs/product.md §5: theme colours apply only when primaryColor, primaryDarkColor and primaryColorType are all present', () => {
  it.each([
    ['all three, a dark primary', { primaryColor: '#1d4ed8', primaryDarkColor: '#1e3a8a', primaryColorType: 'DARK' }, '#1d4ed8'],
    [
      'all three, a LIGHT primary uses the dark colour',
      { primaryColor: '#fafafa', primaryDarkColor: '#000000', primaryColorType: 'LIGHT' },
      '#000000',
    ],
    ['no type', { primaryColor: '#1d4ed8', primaryDarkColor: '#1e3a8a' }, null],
    ['no dark colour', { primaryColor: '#1d4ed8', primaryColorType: 'DARK' }, null],
    ['an empty primary', { primaryColor: ' ', primaryDarkColor: '#1e3a8a', primaryColorType: 'DARK' }, null],
  ])('%s', (_sentence, vars, primary) => {
    const tokens = themeTokens(parseDisplaySettings(settings(vars)).settings.colors);
    expect(tokens?.colorPrimary ?? null).toBe(primary);
  });

  it('text on primary fills follows textLightColor', () => {
    const vars = { primaryColor: '#123456', primaryDarkColor: '#000', primaryColorType: 'DARK', textLightColor: '#fefefe' };
    expect(themeTokens(parseDisplaySettings(settings(vars)).settings.colors)).toEqual({
      colorPrimary: '#123456',
      colorLink: '#123456',
      colorTextLightSolid: '#fefefe',
    });
  });
});

describe('docs/product.md §7: a settings parse error is only logged', () => {
  it.each([
    ['invalid JSON', '{nope', true],
    ['empty text', '', false],
    ['no themeConfig', '{}', false],
  ])('%s gives no theme', (_what, json, hasError) => {
    const result = parseDisplaySettings(json);
    expect(themeTokens(result.settings.colors)).toBeNull();
    expect(result.error !== undefined).toBe(hasError);
  });
});

describe('docs/product.md §1: the theme editor needs the development flag and settings that do not hide it', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])('flag %s, hidden %s → %s', (flag, hidden, shown) => {
    expect(showsThemeEditor(flag, parseDisplaySettings(settings({}, hidden)).settings)).toBe(shown);
  });
});
