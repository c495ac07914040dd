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
