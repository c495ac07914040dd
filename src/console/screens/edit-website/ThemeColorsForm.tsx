import { Button, Flex } from 'antd';
import { InlineAlert } from '../../common/InlineAlert';
import { Typography } from '../../common/Typography';
import { tWebsite } from '../../../shared/websiteMessages';
import type { ThemeColors } from '../../../shared/rules/theme';
import { EngineForm } from '../../engine/edit/EngineForm';
import { fieldChecksValidator } from '../../engine/edit/fieldChecksValidator';
import { themeForm, themeColorsOf } from './themeForm';

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

/** The theme editor's open section (ThemeEditor.tsx): its colours, drawn by the form engine (themeForm.ts), then Reset and Save. */
export function ThemeColorsForm({ colors, round, pending, saving, onUpdate, onReset, onSave, mayEdit }: ThemeColorsFormProps) {
  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">{tWebsite(mayEdit ? 'themeSaving' : 'themeReadOnly')}</Typography.Text>
      {pending && <InlineAlert type="info" title={tWebsite('themePending')} />}
      {/* Remounted by Reset, so each picker starts again from the website's colour. */}
      <EngineForm
        key={round}
        validator={fieldChecksValidator}
        schema={themeForm.schema}
        uiSchema={themeForm.uiSchema}
        formData={colors}
        idPrefix="theme"
        onChange={(event) => onUpdate(themeColorsOf((event.formData ?? {}) as Record<string, unknown>))}
      />
      <Flex align="center" gap="small" wrap>
        <Button size="small" onClick={onReset}>
          {tWebsite('themeReset')}
        </Button>
        {mayEdit && (
          <Button type="primary" size="small" loading={saving} disabled={!onSave} onClick={onSave}>
            {tWebsite('themeSave')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
