import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/console/rules/dates';

const morning = '2024-03-05T09:07:00Z';
const evening = '2024-12-25T21:30:00Z';

describe('docs/product.md §3: date formats', () => {
  it.each([
    ['DateOnly1 is dd/mm/yyyy', morning, 'DateOnly1', '05/03/2024'],
    ['DateOnly2 is dd.mm.yyyy', morning, 'DateOnly2', '05.03.2024'],
    ['DateOnly3 is dd-Mon-yyyy', morning, 'DateOnly3', '05-Mar-2024'],
    ['DateOnly3 uses the standard month abbreviations', evening, 'DateOnly3', '25-Dec-2024'],
    ['DateTime3 derives AM from UTC hours', morning, 'DateTime3', '05-Mar-2024 09:07 AM'],
    ['DateTime3 derives PM from UTC hours', evening, 'DateTime3', '25-Dec-2024 09:30 PM'],
    ['DateString is the date-string shape', morning, 'DateString', 'Tue Mar 05 2024'],
    ['DateUTCString is the UTC string', morning, 'DateUTCString', 'Tue, 05 Mar 2024 09:07:00 GMT'],
    ['Timestamp is epoch milliseconds', morning, 'Timestamp', '1709629620000'],
    ['a late UTC time is not shifted to the next day', '2024-03-05T23:59:00Z', 'DateOnly1', '05/03/2024'],
    ['a missing value is empty', null, 'DateOnly1', ''],
    ['an unparseable value is empty', 'not a date', 'DateOnly1', ''],
  ] as const)('%s', (_sentence, value, format, text) => {
    expect(formatDate(value, format)).toBe(text);
  });

  it.each([
    ['DateLocaleString', '05/03/2024'],
    ['DateTimeLocale', '05/03/2024, 09:07:00'],
  ] as const)('%s follows the given locale and time zone', (format, text) => {
    expect(formatDate(morning, format, { locale: 'en-GB', timeZone: 'UTC' })).toBe(text);
  });
});
