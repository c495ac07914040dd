import type { ThemeTokens } from '../../shared/rules/theme';
import { contrastRatio, darkenToContrast, darker, mix, parseHex } from '../../shared/rules/contrast';

/**
 * The console's base colours, chosen for WCAG 2.2 AA contrast (4.5:1 for text) on the white and
 * light grey (#f5f5f5) surfaces the console draws on. antd's defaults miss it: its blue primary
 * carries white text at 4.1:1, its error red at 3.0:1, secondary text at 3.3:1, placeholders at
 * 1.8:1 and the green and gold tag texts at 3.4:1 and 2.8:1. The signed-in console passes these as
 * antd tokens (a website's own theme colours still win); the sign-in pages use them as plain styles.
 */
export const PALETTE = {
  /** antd blue-7: 6.2:1 under white text. */
  primary: '#0958d9',
  primaryHover: '#003eb3',
  /** antd red-7: 5.1:1 on #f5f5f5 and on the light red of error alerts. */
  error: '#cf1322',
  /** 6.4:1 on #f5f5f5. */
  textSecondary: 'rgba(0, 0, 0, 0.65)',
  /** 4.9:1 on white. */
  placeholder: 'rgba(0, 0, 0, 0.56)',
} as const;

/**
 * antd design tokens from the palette. `green7` and `gold7` are the text colours of the green and
 * gold tags (Live, Pending: changed); antd's own are too light on their tinted backgrounds.
 */
const BASE_TOKENS = {
  colorPrimary: PALETTE.primary,
  colorLink: PALETTE.primary,
  colorPrimaryHover: PALETTE.primaryHover,
  colorLinkHover: PALETTE.primaryHover,
  colorError: PALETTE.error,
  colorTextSecondary: PALETTE.textSecondary,
  colorTextDescription: PALETTE.textSecondary,
  colorTextPlaceholder: PALETTE.placeholder,
  green7: '#237804',
  gold7: '#874d00',
  // antd keeps each palette colour under two names that become one CSS variable (--ant-green-7): both, or the other wins.
  'green-7': '#237804',
  'gold-7': '#874d00',
} as const;

/** The grey page the console draws on; primary text must read on it and on the primary's tint. */
const PAGE_SURFACE = '#f5f5f5';
/** How much of the brand colour its tint (the selected menu item's and tab's background) holds. */
const TINT_WEIGHT = 0.12;

/** Darkened until it reads at 4.5:1 on every one of the light surfaces. */
const readableOn = (color: string, surfaces: readonly string[]) =>
  surfaces.reduce((shade, surface) => darkenToContrast(shade, surface, 4.5), color);

/**
 * A website's theme colours as the console can show them: a primary too light to read as text (a
 * bright green, an amber) becomes the nearest darker shade of itself that reaches AA on the console's
 * surfaces, so links, the selected menu item and white text on buttons stay readable whatever the
 * website's brand. The tint under a selected item is the brand's own, mixed here: antd derives one
 * from a dark primary that is a dull grey, on which nothing reads. A colour that is not hex is left
 * to the base palette.
 */
export function readableTheme(theme: ThemeTokens): Record<string, string> {
  const out: Record<string, string> = {};
  if (parseHex(theme.colorPrimary)) {
    const tint = mix(theme.colorPrimary, '#ffffff', TINT_WEIGHT);
    const hoverTint = mix(theme.colorPrimary, '#ffffff', TINT_WEIGHT * 1.5);
    const primary = readableOn(theme.colorPrimary, [PAGE_SURFACE, tint, hoverTint]);
    out.colorPrimary = primary;
    out.colorPrimaryHover = darker(primary, 0.08);
    out.colorPrimaryBg = tint;
    out.colorPrimaryBgHover = hoverTint;
  }
  if (parseHex(theme.colorLink)) {
    const link = readableOn(theme.colorLink, [PAGE_SURFACE, mix(theme.colorLink, '#ffffff', TINT_WEIGHT)]);
    out.colorLink = link;
    out.colorLinkHover = darker(link, 0.08);
  }
  const onPrimary = theme.colorTextLightSolid;
  const fill = out.colorPrimary ?? PALETTE.primary;
  // The website's text-on-primary colour, unless it would be unreadable on the (darkened) primary.
  if (onPrimary && (contrastRatio(onPrimary, fill) ?? 0) >= 4.5) out.colorTextLightSolid = onPrimary;
  return out;
}

/**
 * The antd tokens of the signed-in console: the base ones, under the active website's theme
 * colours when it has a theme, made readable (readableTheme); their hover shades are darker still,
 * so a hovered link keeps its contrast.
 */
export function consoleTokens(theme: ThemeTokens | null): Record<string, string> {
  if (!theme) return { ...BASE_TOKENS };
  return { ...BASE_TOKENS, ...readableTheme(theme) };
}
