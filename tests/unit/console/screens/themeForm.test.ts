import { describe, expect, it } from 'vitest';
import { themeColorsOf, themeForm } from '../../../../src/console/screens/edit-website/themeForm';
import { PRIMARY_COLOR_TYPES } from '../../../../src/shared/enums';

/** The theme editor's colours as a form the engine draws (src/console/screens/edit-website/themeForm.ts). */
describe('the theme form', () => {
  it('picks both colours on HSL sliders, named by the picker alone, and the type among the known ones', () => {
    expect(themeForm.uiSchema.primaryColor).toEqual({ 'ui:widget': 'hslColor', 'ui:options': { label: false } });
    expect(themeForm.uiSchema.primaryDarkColor).toEqual({ 'ui:widget': 'hslColor', 'ui:options': { label: false } });
    expect(themeForm.schema.properties!.primaryColorType).toMatchObject({ enum: [...PRIMARY_COLOR_TYPES] });
  });

  it.each([
    [
      'every colour set is the editor’s',
      { primaryColor: '#112233', primaryDarkColor: '#000000', primaryColorType: 'DARK' },
      { primaryColor: '#112233', primaryDarkColor: '#000000', primaryColorType: 'DARK' },
    ],
    ['a colour the form does not hold leaves the editor’s as it is', { primaryColor: '#112233' }, { primaryColor: '#112233' }],
    ['a type the server does not know is none', { primaryColorType: 'NEON' }, {}],
    ['a value that is not text is none', { primaryColor: 12 }, {}],
  ])('%s', (_sentence, values, colors) => {
    expect(themeColorsOf(values)).toEqual(colors);
  });
});
