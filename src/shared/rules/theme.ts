/** docs/product.md §3: themeConfig inside websitemacro_display_setting_values (JSON text). */
export interface ThemeColors {
  primaryColor?: string;
  primaryDarkColor?: string;
  primaryColorType?: string;
  textLightColor?: string;
  textDarkColor?: string;
}

export interface DisplaySettings {
  hideThemeSelector: boolean;
  colors: ThemeColors;
}

/** docs/product.md §9 default theme colours. */
export const DEFAULT_THEME = { primaryColor: '#fafafa', primaryDarkColor: '#000000' } as const;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Parses the display settings. docs/product.md §7: a parse error is only logged, so this never throws:
 * it returns the error for the caller to log and falls back to no theme.
 */
export function parseDisplaySettings(json: string | null | undefined): { settings: DisplaySettings; error?: string } {
  const empty: DisplaySettings = { hideThemeSelector: false, colors: {} };
  if (json === null || json === undefined || json.trim() === '') return { settings: empty };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (err) {
    return { settings: empty, error: err instanceof Error ? err.message : String(err) };
  }
  const themeConfig = (parsed as { themeConfig?: Record<string, unknown> } | null)?.themeConfig;
  const vars = (themeConfig?.cssVariables ?? {}) as Record<string, unknown>;
  return {
    settings: {
      hideThemeSelector: themeConfig?.hideThemeSelector === true,
      colors: {
        primaryColor: text(vars.primaryColor),
        primaryDarkColor: text(vars.primaryDarkColor),
        primaryColorType: text(vars.primaryColorType),
        textLightColor: text(vars.textLightColor),
        textDarkColor: text(vars.textDarkColor),
      },
    },
  };
}

export interface ThemeTokens {
  colorPrimary: string;
  colorLink: string;
  colorTextLightSolid?: string;
}

/**
 * docs/product.md §5: theme colours apply only when primaryColor, primaryDarkColor and primaryColorType are
 * all present. A LIGHT primary (the default #fafafa) would vanish as a button fill on white, so
 * antd's primary then takes the dark colour; text on primary fills takes textLightColor.
 */
export function themeTokens(colors: ThemeColors): ThemeTokens | null {
  const { primaryColor, primaryDarkColor, primaryColorType } = colors;
  if (!primaryColor || !primaryDarkColor || !primaryColorType) return null;
  const primary = primaryColorType.toUpperCase() === 'LIGHT' ? primaryDarkColor : primaryColor;
  const tokens: ThemeTokens = { colorPrimary: primary, colorLink: primary };
  if (colors.textLightColor) tokens.colorTextLightSolid = colors.textLightColor;
  return tokens;
}

/** docs/product.md §1: the theme editor shows only when the development flag is on and the settings do not hide it. */
export function showsThemeEditor(devFlag: boolean, settings: DisplaySettings): boolean {
  return devFlag && !settings.hideThemeSelector;
}

/**
 * docs/product.md §5: the picker writes hex from HSL, always six digits (#rrggbb). The server takes
 * only that shape, so what is saved is exactly what a picker can show again.
 */
export const SAVED_HEX_PATTERN = '^#[0-9a-fA-F]{6}$';
const SAVED_HEX = new RegExp(SAVED_HEX_PATTERN);

/** The three colours the theme editor saves; together they are what makes themeTokens apply. */
export interface SavedTheme {
  primaryColor: string;
  primaryDarkColor: string;
  primaryColorType: string;
}

/** The picked colours ready to save, or undefined while one of the three is missing or not #rrggbb. */
export function themeToSave(colors: ThemeColors, types: readonly string[]): SavedTheme | undefined {
  const { primaryColor, primaryDarkColor, primaryColorType } = colors;
  if (!primaryColor || !primaryDarkColor || !primaryColorType) return undefined;
  if (!SAVED_HEX.test(primaryColor) || !SAVED_HEX.test(primaryDarkColor) || !types.includes(primaryColorType)) return undefined;
  return { primaryColor, primaryDarkColor, primaryColorType };
}

type Doc = Record<string, unknown>;
const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The display settings text as an object to edit; text that is not a JSON object counts as none (§7: never throws). */
export function settingsDocument(json: string | null | undefined): Doc {
  try {
    const parsed: unknown = JSON.parse(json ?? '');
    return isDoc(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * The display settings with the saved theme in themeConfig.cssVariables; every other setting
 * (hideThemeSelector, the text colours, keys this console does not know) is kept as it was.
 */
export function withSavedTheme(settings: Doc, theme: SavedTheme): Doc {
  const themeConfig = isDoc(settings.themeConfig) ? settings.themeConfig : {};
  const cssVariables = isDoc(themeConfig.cssVariables) ? themeConfig.cssVariables : {};
  return { ...settings, themeConfig: { ...themeConfig, cssVariables: { ...cssVariables, ...theme } } };
}
