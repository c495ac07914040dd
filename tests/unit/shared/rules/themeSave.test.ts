import { describe, expect, it } from 'vitest';
import { PRIMARY_COLOR_TYPES } from '../../../../src/shared/enums';
import { parseDisplaySettings, settingsDocument, themeTokens, themeToSave, withSavedTheme } from '../../../../src/shared/rules/theme';

const BLUE = { primaryColor: '#1677ff', primaryDarkColor: '#0b3d91', primaryColorType: 'DARK' };

describe('docs/product.md §5: only what the HSL picker writes (#rrggbb) and a known colour type is saved', () => {
  it.each([
    ['three colours of six hex digits and a known type are saved as they are', BLUE, BLUE],
    ['upper-case hex digits are hex too', { ...BLUE, primaryColor: '#1677FF' }, { ...BLUE, primaryColor: '#1677FF' }],
    ['a missing colour type saves nothing', { primaryColor: '#1677ff', primaryDarkColor: '#0b3d91' }, undefined],
    ['three hex digits are not what the picker writes', { ...BLUE, primaryDarkColor: '#000' }, undefined],
    ['a colour name is not hex', { ...BLUE, primaryColor: 'red' }, undefined],
    ['a type outside LIGHT and DARK saves nothing', { ...BLUE, primaryColorType: 'NEON' }, undefined],
  ])('%s', (_sentence, colors, expected) => {
    expect(themeToSave(colors, PRIMARY_COLOR_TYPES)).toEqual(expected);
  });
});

describe('saved colours go into themeConfig.cssVariables and keep every other setting', () => {
  it.each([
    ['settings with text colours keep them beside the new ones', { themeConfig: { cssVariables: { textLightColor: '#fff' } } }],
    ['settings that hide the selector still hide it', { themeConfig: { hideThemeSelector: true } }],
    ['keys this console does not know are kept', { other: { keep: 1 } }],
    ['empty settings get a whole themeConfig', {}],
    ['a themeConfig that is not an object is replaced', { themeConfig: 'broken' }],
  ])('%s', (_sentence, settings: Record<string, unknown>) => {
    const saved = withSavedTheme(settings, BLUE);
    const parsed = parseDisplaySettings(JSON.stringify(saved)).settings;
    expect(parsed.colors).toMatchObject(BLUE);
    // Saved means applied (docs/product.md §5: all three are present).
    expect(themeTokens(parsed.colors)?.colorPrimary).toBe(BLUE.primaryColor);
    for (const [key, value] of Object.entries(settings)) if (key !== 'themeConfig') expect(saved[key]).toEqual(value);
    const before = settings.themeConfig;
    if (before && typeof before === 'object') expect(saved.themeConfig).toMatchObject({ ...before, cssVariables: expect.any(Object) });
  });
});

describe('the display settings text read as an object to edit', () => {
  it.each([
    ['a JSON object is that object', '{"themeConfig":{}}', { themeConfig: {} }],
    ['broken JSON is no settings', '{nope', {}],
    ['a JSON list is no settings', '[1]', {}],
    ['no text is no settings', null, {}],
  ])('%s', (_sentence, json, expected) => {
    expect(settingsDocument(json)).toEqual(expected);
  });
});
