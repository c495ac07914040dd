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

type Schema = FieldSchema | RecordSchema;

/** The sample with every field declared `date` or `date-time` moved by `days`, at any depth. */
export function shiftSeedDates(value: unknown, schema: Schema | undefined, days: number): unknown {
  if (!schema || days === 0) return value;
  if (typeof value === 'string') {
    const format = 'format' in schema ? schema.format : undefined;
    return format === 'date' || format === 'date-time' ? shiftDay(value, days) : value;
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
