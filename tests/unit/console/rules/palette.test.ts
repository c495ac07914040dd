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

  it("give way to a website's theme colours that are readable as they are", () => {
    const tokens = consoleTokens({ colorPrimary: '#6d28d9', colorLink: '#6d28d9', colorTextLightSolid: '#ffffff' });
    expect(tokens).toMatchObject({
      colorPrimary: '#6d28d9',
      colorLink: '#6d28d9',
      colorTextLightSolid: '#ffffff',
      colorError: PALETTE.error,
    });
    // Its own hover shade, darker: not the base's blue on a purple button.
    expect(tokens.colorPrimaryHover).not.toBe(PALETTE.primaryHover);
    expect(contrast(tokens.colorPrimaryHover!, '#f5f5f5')).toBeGreaterThan(contrast('#6d28d9', '#f5f5f5'));
  });
});

describe("a website's theme colour stays readable whatever the brand (WCAG AA)", () => {
  // The demo websites' primaries, and the extremes a brand may pick.
  it.each([
    ['a bright green (Peak Fitness Studio)', '#16a34a'],
    ['a teal (Other Org Learning)', '#0f766e'],
    ['a violet (FutureTech Summit)', '#7c3aed'],
    ['an amber', '#f59e0b'],
    ['a pale yellow', '#fde047'],
    ['white', '#ffffff'],
    ['a grey', '#9e9e9e'],
    ['a short hex', '#0c0'],
  ])('%s becomes a shade readable as text and under white text', (_sentence, brand) => {
    const tokens = consoleTokens({ colorPrimary: brand, colorLink: brand, colorTextLightSolid: '#ffffff' });
    for (const surface of ['#ffffff', '#f5f5f5']) {
      expect(contrast(tokens.colorPrimary!, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tokens.colorLink!, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tokens.colorPrimaryHover!, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(tokens.colorTextLightSolid!, tokens.colorPrimary!)).toBeGreaterThanOrEqual(4.5);
    // The selected menu item: primary text on the brand's own tint, still or hovered.
    expect(contrast(tokens.colorPrimary!, tokens.colorPrimaryBg!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.colorPrimary!, tokens.colorPrimaryBgHover!)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the hue: a green stays green, only darker', () => {
    const green = consoleTokens({ colorPrimary: '#16a34a', colorLink: '#16a34a' }).colorPrimary!;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(green.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(r! + 40);
    expect(g).toBeGreaterThan(b! + 20);
  });

  it('drops a text-on-primary colour that would be unreadable on it', () => {
    const tokens = consoleTokens({ colorPrimary: '#1d4ed8', colorLink: '#1d4ed8', colorTextLightSolid: '#93c5fd' });
    expect(tokens).not.toHaveProperty('colorTextLightSolid');
  });

  it('leaves a colour it cannot read (not hex) to the base palette', () => {
    expect(consoleTokens({ colorPrimary: 'rebeccapurple', colorLink: 'rebeccapurple' })).toMatchObject({
      colorPrimary: PALETTE.primary,
      colorLink: PALETTE.primary,
    });
  });
});
