import { BgColorsOutlined } from '@ant-design/icons';
import { Button, Collapse, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { PRIMARY_COLOR_TYPES } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import { DEFAULT_THEME, type ThemeColors } from '../../../shared/rules/theme';
import { HslColorPicker } from './HslColorPicker';

export interface ThemeEditorProps {
  /** The website's own colours (display settings), the starting point and what Reset returns to. */
  saved: ThemeColors;
  onChange: (colors: ThemeColors) => void;
}

/** docs/product.md §9 defaults fill in what the settings leave out. */
function startFrom(saved: ThemeColors): ThemeColors {
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
export function ThemeEditor({ saved, onChange }: ThemeEditorProps) {
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
  const body = (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">{t('themeApplied')}</Typography.Text>
      <Flex gap="large" wrap>
        <HslColorPicker
          key={`p${round}`}
          id="theme-primary"
          label={t('themePrimary')}
          initial={colors.primaryColor!}
          onChange={(hex) => update({ primaryColor: hex })}
        />
        <HslColorPicker
          key={`d${round}`}
          id="theme-primary-dark"
          label={t('themePrimaryDark')}
          initial={colors.primaryDarkColor!}
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
