import type { FieldSchema, RecordSchema } from '../../shared/declaration';

/**
 * The day seeds/ is written as seen from. On seeding, every date and date-time field moves by the
 * whole days between this day and the seeding day, so the demo stays as current as on the day it
 * was written: the summit is months ahead and its passes are on sale, whenever the database is made.
 */
export const SEEDS_WRITTEN_ON = '2026-03-01';

const DAY_MS = 86_400_000;
const LEADING_DATE = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T ])/;

/** Whole UTC days from SEEDS_WRITTEN_ON to `now`'s day. */
export function seedDayShift(now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((today - Date.parse(`${SEEDS_WRITTEN_ON}T00:00:00Z`)) / DAY_MS);
}

/**
 * The value with its calendar day moved by `days`; the time of day and the offset stay as written,
 * so 09:00 at the venue stays 09:00 at the venue. Anything that does not start with a date is kept.
 */
export function shiftDay(value: string, days: number): string {
  const match = LEADING_DATE.exec(value);
  if (!match || days === 0) return value;
  const moved = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + days * DAY_MS);
  return moved.toISOString().slice(0, 10) + value.slice(10);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_NAME = new RegExp(String.raw`\b(${MONTHS.join('|')}) (20\d\d)\b`, 'g');
/** A year-month in a code ("DAP101-2026-01-ONL"), not the start of a whole date. */
const MONTH_CODE = /\b(20\d\d)-(0[1-9]|1[0-2])\b(?!-\d)/g;

/** The whole months closest to a shift of `days`. */
export const monthsOf = (days: number): number => Math.round(days / 30.4375);

/**
 * Text that names a month ("January 2027 online cohort", "MLF220-2027-01-UK") with each month
 * moved by `months`, so a cohort's name keeps up with its dates. A bijection, so codes that were
 * unique stay unique.
 */
export function shiftMonthsInText(text: string, months: number): string {
  if (months === 0) return text;
  const move = (year: number, month: number) => {
    const index = year * 12 + month + months;
    return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
  };
  return text
    .replace(MONTH_NAME, (_whole, name: string, year: string) => {
      const to = move(Number(year), MONTHS.indexOf(name));
      return `${MONTHS[to.month]} ${to.year}`;
    })
    .replace(MONTH_CODE, (_whole, year: string, month: string) => {
      const to = move(Number(year), Number(month) - 1);
      return `${to.year}-${String(to.month + 1).padStart(2, '0')}`;
    });
}

type Schema = FieldSchema | RecordSchema;

/** The sample with every field declared `date` or `date-time` moved by `days`, and every month named in other text by as many months, at any depth. */
export function shiftSeedDates(value: unknown, schema: Schema | undefined, days: number): unknown {
  if (!schema || days === 0) return value;
  if (typeof value === 'string') {
    const format = 'format' in schema ? schema.format : undefined;
    return format === 'date' || format === 'date-time' ? shiftDay(value, days) : shiftMonthsInText(value, monthsOf(days));
  }
  if (Array.isArray(value)) {
    const items = 'items' in schema ? schema.items : undefined;
    return items ? value.map((v) => shiftSeedDates(v, items, days)) : value;
  }
  if (value && typeof value === 'object' && schema.properties) {
    const properties = schema.properties;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftSeedDates(v, properties[k], days)]));
  }
  return value;
}
