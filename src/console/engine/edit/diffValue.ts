import { t } from '../../../shared/messages';
import { toText } from '../text';

/** One side of a field difference, as text for a table cell; '—' for no value. */
export function diffValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (value === true) return t('yes');
  if (value === false) return t('no');
  if (Array.isArray(value)) return value.map(diffValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return toText(value);
}
