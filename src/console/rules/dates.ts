import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { DATE_FORMATS } from '../../shared/enums';

dayjs.extend(utc);

/** docs/product.md §3 date formats, from the one enumerations module. */
export { DATE_FORMATS };
export type DateFormat = (typeof DATE_FORMATS)[number];

/**
 * Fixed patterns are rendered in UTC: docs/product.md §9 derives AM/PM from UTC hours, and a stored date
 * must read the same for every manager whatever their time zone. dayjs's MMM gives the standard
 * twelve English month abbreviations.
 */
const PATTERNS: Partial<Record<DateFormat, string>> = {
  DateOnly1: 'DD/MM/YYYY',
  DateOnly2: 'DD.MM.YYYY',
  DateOnly3: 'DD-MMM-YYYY',
  DateTime3: 'DD-MMM-YYYY hh:mm A',
  DateString: 'ddd MMM DD YYYY',
};

export interface LocaleOptions {
  /** BCP 47 locale for the locale formats; the browser's when omitted. */
  locale?: string;
  /** IANA time zone for the locale formats; the browser's when omitted. */
  timeZone?: string;
}

/** Formats a date value; '' for a missing or unparseable value, so a table cell stays empty rather than 'Invalid Date'. */
export function formatDate(value: string | number | Date | null | undefined, format: DateFormat, options: LocaleOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs.utc(value);
  if (!date.isValid()) return '';
  const pattern = PATTERNS[format];
  if (pattern !== undefined) return date.format(pattern);
  const native = date.toDate();
  const intl = options.timeZone ? { timeZone: options.timeZone } : {};
  switch (format) {
    case 'DateLocaleString':
      return native.toLocaleDateString(options.locale, intl);
    case 'DateTimeLocale':
      return native.toLocaleString(options.locale, intl);
    case 'DateUTCString':
      return native.toUTCString();
    default:
      return String(native.getTime());
  }
}
