import type { ThemeTokens } from '../../shared/rules/theme';

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

/**
 * The antd tokens of the signed-in console: the base ones, under the active website's theme
 * colours when it has a theme. The base hover colours are dropped then: a dark blue hover on a
 * website's purple buttons would be neither colour.
 */
export function consoleTokens(theme: ThemeTokens | null) {
  if (!theme) return { ...BASE_TOKENS };
  const { colorPrimaryHover: _hover, colorLinkHover: _linkHover, ...rest } = BASE_TOKENS;
  return { ...rest, ...theme };
}
