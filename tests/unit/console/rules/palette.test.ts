import { describe, expect, it } from 'vitest';
import { consoleTokens, PALETTE } from '../../../../src/console/rules/palette';

/** WCAG 2.x contrast ratio of two opaque colours, or of a translucent black over a background. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}
function overBackground(color: string, background: string): string {
  const alpha = /rgba\(0, 0, 0, ([\d.]+)\)/.exec(color)?.[1];
  if (alpha === undefined) return color;
  const channel = (i: number) => Math.round(parseInt(background.slice(i, i + 2), 16) * (1 - Number(alpha)));
  return `#${[1, 3, 5].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}
function contrast(color: string, background: string): number {
  const [a, b] = [luminance(overBackground(color, background)), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe('WCAG 2.2 AA: the console colours keep text at 4.5:1 or more', () => {
  it.each([
    ['white text on the primary colour', '#ffffff', PALETTE.primary],
    ['error text on the grey page', PALETTE.error, '#f5f5f5'],
    ['secondary text on the grey page', PALETTE.textSecondary, '#f5f5f5'],
    ['a placeholder in a white field', PALETTE.placeholder, '#ffffff'],
  ])('%s', (_, color, background) => {
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  });

  // The text colours of the Live (green) and Pending: changed (gold) tags, on the tags' own tints.
  it.each([
    ['green7', '#f6ffed'],
    ['gold7', '#fffbe6'],
  ] as const)('%s on its tag background %s', (key, background) => {
    const tokens: Record<string, string> = consoleTokens(null);
    expect(contrast(tokens[key]!, background)).toBeGreaterThanOrEqual(4.5);
    // antd reads the palette under both spellings; one left at its default would win.
    expect(tokens[key.replace('7', '-7')]).toBe(tokens[key]);
  });
});

describe("the signed-in console's tokens", () => {
  it('are the accessible base when the website has no theme', () => {
    expect(consoleTokens(null)).toMatchObject({
      colorPrimary: PALETTE.primary,
      colorPrimaryHover: PALETTE.primaryHover,
      colorError: PALETTE.error,
    });
  });

  it("give way to the website's theme colours, without the base's blue hover on its buttons", () => {
    const tokens = consoleTokens({ colorPrimary: '#7c3aed', colorLink: '#7c3aed', colorTextLightSolid: '#ffffff' });
    expect(tokens).toMatchObject({
      colorPrimary: '#7c3aed',
      colorLink: '#7c3aed',
      colorTextLightSolid: '#ffffff',
      colorError: PALETTE.error,
    });
    expect(tokens).not.toHaveProperty('colorPrimaryHover');
    expect(tokens).not.toHaveProperty('colorLinkHover');
  });
});
