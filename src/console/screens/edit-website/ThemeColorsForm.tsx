import { Button, Flex, Segmented } from 'antd';
import { InlineAlert } from '../../common/InlineAlert';
import { Typography } from '../../common/Typography';
import { PRIMARY_COLOR_TYPES } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import type { ThemeColors } from '../../../shared/rules/theme';
import { HslColorPicker } from './HslColorPicker';

export interface ThemeColorsFormProps {
  colors: Required<Pick<ThemeColors, 'primaryColor' | 'primaryDarkColor' | 'primaryColorType'>> & ThemeColors;
  /** Bumped by Reset, so each picker starts again from the website's colour. */
  round: number;
  pending: boolean;
  saving: boolean;
  onUpdate: (patch: ThemeColors) => void;
  onReset: () => void;
  /** Sends the colours; absent while they are not all set (the button stays, disabled). */
  onSave?: () => void;
  /** A maker of pages: may save at all. */
  mayEdit: boolean;
}

/** The theme editor's open section (ThemeEditor.tsx): the two pickers, the colour type, Reset and Save. */
export function ThemeColorsForm({ colors, round, pending, saving, onUpdate, onReset, onSave, mayEdit }: ThemeColorsFormProps) {
  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">{t(mayEdit ? 'themeSaving' : 'themeReadOnly')}</Typography.Text>
      {pending && <InlineAlert type="info" title={t('themePending')} />}
      <Flex gap="large" wrap>
        <HslColorPicker
          key={`p${round}`}
          id="theme-primary"
          label={t('themePrimary')}
          initial={colors.primaryColor}
          onChange={(hex) => onUpdate({ primaryColor: hex })}
        />
        <HslColorPicker
          key={`d${round}`}
          id="theme-primary-dark"
          label={t('themePrimaryDark')}
          initial={colors.primaryDarkColor}
          onChange={(hex) => onUpdate({ primaryDarkColor: hex })}
        />
      </Flex>
      <Flex align="center" gap="small" wrap>
        <Typography.Text>{t('themeColorType')}</Typography.Text>
        <Segmented
          aria-label={t('themeColorType')}
          options={[...PRIMARY_COLOR_TYPES]}
          value={colors.primaryColorType}
          onChange={(value) => onUpdate({ primaryColorType: value })}
        />
        <Button size="small" onClick={onReset}>
          {t('themeReset')}
        </Button>
        {mayEdit && (
          <Button type="primary" size="small" loading={saving} disabled={!onSave} onClick={onSave}>
            {t('themeSave')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
