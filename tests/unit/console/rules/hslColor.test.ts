import { describe, expect, it } from 'vitest';
import { hexToHsl, hslToHex } from '../../../../src/console/rules/hslColor';
import { DEFAULT_THEME } from '../../../../src/shared/rules/theme';

describe('docs/product.md §5: the colour picker takes HSL and outputs hex', () => {
  it.each([
    [{ h: 0, s: 100, l: 50 }, '#ff0000'],
    [{ h: 120, s: 100, l: 50 }, '#00ff00'],
    [{ h: 240, s: 100, l: 50 }, '#0000ff'],
    [{ h: 0, s: 0, l: 0 }, '#000000'],
    [{ h: 0, s: 0, l: 100 }, '#ffffff'],
    [{ h: 0, s: 0, l: 98 }, '#fafafa'],
    [{ h: 215, s: 100, l: 54 }, '#1476ff'],
    [{ h: 360, s: 100, l: 50 }, '#ff0000'],
    [{ h: -120, s: 100, l: 50 }, '#0000ff'],
    [{ h: 30, s: 150, l: -5 }, '#000000'],
  ])('%j → %s', (hsl, hex) => {
    expect(hslToHex(hsl)).toBe(hex);
  });

  it.each([
    ['#ff0000', { h: 0, s: 100, l: 50 }],
    ['#F00', { h: 0, s: 100, l: 50 }],
    ['#808080', { h: 0, s: 0, l: 50 }],
    ['#1677ff', { h: 215, s: 100, l: 54 }],
  ])('%s → %j', (hex, hsl) => {
    expect(hexToHsl(hex)).toEqual(hsl);
  });

  it('refuses what is not a hex colour', () => {
    expect(hexToHsl('red')).toBeUndefined();
    expect(hexToHsl('#12345')).toBeUndefined();
  });

  it('gives the default theme colours back unchanged', () => {
    for (const hex of Object.values(DEFAULT_THEME)) expect(hslToHex(hexToHsl(hex)!)).toBe(hex);
  });
});
