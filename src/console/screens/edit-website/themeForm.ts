import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { PRIMARY_COLOR_TYPES } from '../../../shared/enums';
import { tWebsite } from '../../../shared/websiteMessages';
import type { ThemeColors } from '../../../shared/rules/theme';
import { HSL_COLOR_WIDGET } from '../../engine/edit/uiSchemaFor';

/**
 * The theme editor's colours as a form the form engine draws (ThemeColorsForm.tsx): the primary
 * and primary-dark colours on HSL sliders, and whether the primary colour is light or dark.
 */
export const themeForm: { schema: RJSFSchema; uiSchema: UiSchema } = {
  schema: {
    type: 'object',
    properties: {
      primaryColor: { type: 'string', title: tWebsite('themePrimary') },
      primaryDarkColor: { type: 'string', title: tWebsite('themePrimaryDark') },
      primaryColorType: { type: 'string', title: tWebsite('themeColorType'), enum: [...PRIMARY_COLOR_TYPES] },
    },
  },
  uiSchema: {
    // Reset and Save are the editor's own (ThemeColorsForm.tsx), not a form's submit.
    'ui:submitButtonOptions': { norender: true },
    primaryColor: { 'ui:widget': HSL_COLOR_WIDGET, 'ui:options': { label: false } },
    primaryDarkColor: { 'ui:widget': HSL_COLOR_WIDGET, 'ui:options': { label: false } },
    primaryColorType: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
  },
};

/** The colours a change of the form sets: those of the three it has that hold a value (a known type, a text colour). */
export function themeColorsOf(values: Record<string, unknown>): ThemeColors {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const type = PRIMARY_COLOR_TYPES.find((known) => known === values.primaryColorType);
  const colors: ThemeColors = {
    primaryColor: text(values.primaryColor),
    primaryDarkColor: text(values.primaryDarkColor),
    primaryColorType: type,
  };
  // What the form does not hold leaves the editor's colour as it is.
  return Object.fromEntries(Object.entries(colors).filter(([, value]) => value !== undefined));
}
