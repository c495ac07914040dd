import { BgColorsOutlined } from '@ant-design/icons';
import { Alert, Button, Collapse, Flex, Segmented } from 'antd';
import { Typography } from '../../common/Typography';
import { useState } from 'react';
import { PRIMARY_COLOR_TYPES } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import { DEFAULT_THEME, themeToSave, type SavedTheme, type ThemeColors } from '../../../shared/rules/theme';
import { HslColorPicker } from './HslColorPicker';

export interface ThemeEditorProps {
  /** The website's colours as a maker works on them (a pending save first): the start and what Reset returns to. */
  saved: ThemeColors;
  onChange: (colors: ThemeColors) => void;
  /** Sends the colours for review; absent for a user who may not save (not a maker of pages). */
  onSave?: (theme: SavedTheme) => void;
  saving?: boolean;
  /** Saved colours wait for a checker (the starting point is then that working copy). */
  pending?: boolean;
}

/** docs/product.md §9 defaults fill in what the settings leave out. */
function startFrom(
  saved: ThemeColors,
): Required<Pick<ThemeColors, 'primaryColor' | 'primaryDarkColor' | 'primaryColorType'>> & ThemeColors {
  return {
    ...saved,
    primaryColor: saved.primaryColor ?? DEFAULT_THEME.primaryColor,
    primaryDarkColor: saved.primaryDarkColor ?? DEFAULT_THEME.primaryDarkColor,
    primaryColorType: saved.primaryColorType ?? PRIMARY_COLOR_TYPES[0],
  };
}

/**
 * docs/product.md §1 theme editor: primary and primary-dark pickers in a section that toggles open and
 * closed (docs/product.md §4). The screen decides whether it shows (showsThemeEditor) and applies the
 * picked colours through themeTokens, which uses them only when all three are present (docs/product.md §5).
 */
export function ThemeEditor({ saved, onChange, onSave, saving = false, pending = false }: ThemeEditorProps) {
  const [colors, setColors] = useState(() => startFrom(saved));
  // Bumped by Reset, so each picker starts again from the website's colour.
  const [round, setRound] = useState(0);
  const update = (patch: ThemeColors) => {
    const next = { ...colors, ...patch };
    setColors(next);
    onChange(next);
  };
  const reset = () => {
    const start = startFrom(saved);
    setColors(start);
    setRound((n) => n + 1);
    onChange(start);
  };
  // Only #rrggbb and a known type are sent: what the server takes (docs/product.md §5).
  const toSave = themeToSave(colors, PRIMARY_COLOR_TYPES);
  const body = (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">{t(onSave ? 'themeSaving' : 'themeReadOnly')}</Typography.Text>
      {pending && <Alert type="info" showIcon title={t('themePending')} />}
      <Flex gap="large" wrap>
        <HslColorPicker
          key={`p${round}`}
          id="theme-primary"
          label={t('themePrimary')}
          initial={colors.primaryColor}
          onChange={(hex) => update({ primaryColor: hex })}
        />
        <HslColorPicker
          key={`d${round}`}
          id="theme-primary-dark"
          label={t('themePrimaryDark')}
          initial={colors.primaryDarkColor}
          onChange={(hex) => update({ primaryDarkColor: hex })}
        />
      </Flex>
      <Flex align="center" gap="small" wrap>
        <Typography.Text>{t('themeColorType')}</Typography.Text>
        <Segmented
          aria-label={t('themeColorType')}
          options={[...PRIMARY_COLOR_TYPES]}
          value={colors.primaryColorType}
          onChange={(value) => update({ primaryColorType: value })}
        />
        <Button size="small" onClick={reset}>
          {t('themeReset')}
        </Button>
        {onSave && (
          <Button type="primary" size="small" loading={saving} disabled={!toSave} onClick={() => toSave && onSave(toSave)}>
            {t('themeSave')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
  return (
    <Collapse
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'theme',
          label: (
            <span>
              <BgColorsOutlined aria-hidden /> {t('themeEditor')}
            </span>
          ),
          children: body,
        },
      ]}
    />
  );
}
