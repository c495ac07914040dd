import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * docs/product.md §3: the one date format (DateOnly3) and the one date-time format (DateTime3) of
 * every screen — lists, forms, diffs and preview. Month names cannot be read the wrong way round,
 * as 03/04 can.
 */
export const DATE_PATTERN = 'DD-MMM-YYYY';
export const DATE_TIME_PATTERN = 'DD-MMM-YYYY hh:mm A';

/** A calendar date as stored ('2027-03-14'): a day, in no zone, so it never moves. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** What a date-time picker edits: the wall clock of the website, without an offset. */
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

// A list shows a date in every row: building an Intl.DateTimeFormat per cell was the most costly
// script of a cold list load. Each zone's answer and formatter is made once.
const checkedZones = new Map<string, string>();
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone if the runtime knows it, else UTC: a mistyped zone must not blank every date. */
export function knownZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  let known = checkedZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = zone;
    } catch {
      known = 'UTC';
    }
    checkedZones.set(zone, known);
  }
  return known;
}

/** The zone's short name at that instant ('UTC', 'EST', 'GMT+5:30'), so a shown time says whose clock it is. */
export function zoneName(zone: string, at: Date = new Date()): string {
  const z = knownZone(zone);
  let format = zoneNameFormats.get(z);
  if (!format) zoneNameFormats.set(z, (format = new Intl.DateTimeFormat('en-US', { timeZone: z, timeZoneName: 'short' })));
  const part = format.formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

function instant(value: unknown) {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return undefined;
  if (value === '') return undefined;
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed : undefined;
}

/** A date field's text: the calendar date as stored; a full timestamp as its day in the website's zone. */
export function showDate(value: unknown, zone: string): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    const day = dayjs(value);
    return day.isValid() ? day.format(DATE_PATTERN) : '';
  }
  return instant(value)?.tz(knownZone(zone)).format(DATE_PATTERN) ?? '';
}

/** A date-time's text in the website's zone, the zone named: '14-Mar-2027 06:30 PM GMT+5:30'. */
export function showDateTime(value: unknown, zone: string): string {
  const at = instant(value);
  if (!at) return '';
  const z = knownZone(zone);
  return `${at.tz(z).format(DATE_TIME_PATTERN)} ${zoneName(z, at.toDate())}`;
}

/** The website's wall clock for a stored instant, for a picker to show ('' when there is none). */
export function toWallClock(value: unknown, zone: string): string {
  return instant(value)?.tz(knownZone(zone)).format(WALL_CLOCK) ?? '';
}

/** The instant (ISO 8601, UTC) of a wall-clock time picked on the website's clock. */
export function fromWallClock(wall: string, zone: string): string {
  return dayjs.tz(wall, knownZone(zone)).toISOString();
}
