import { t } from '../../shared/messages';

/**
 * Stands in for rjsf's layout grid fields (LayoutGridField, LayoutHeaderField,
 * LayoutMultiSchemaField) where rjsf's field registry imports them (vite.config.ts aliases
 * `./Layout…Field.js` here). They draw a `ui:layoutGrid`, which no declaration and no console form
 * has, yet every form page carried them (≈ 2.5 kB). A ui schema asking for one gets this line
 * instead of a silent blank.
 */
export default function NoLayoutField() {
  return <p role="alert">{t('formLayoutUnsupported')}</p>;
}
