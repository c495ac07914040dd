/**
 * docs/product.md §3: the one date format (DateOnly3) and the one date-time format (DateTime3) of
 * every screen — lists, forms, diffs and preview. Month names cannot be read the wrong way round,
 * as 03/04 can. Shown with the runtime's Intl, not dayjs: every screen shows a date, and dayjs
 * with its zone plugins (≈ 4.5 kB) now loads only with a date picker (wallClock.ts).
 */
export const DATE_PATTERN = 'DD-MMM-YYYY';
export const DATE_TIME_PATTERN = 'DD-MMM-YYYY hh:mm A';

/** A calendar date as stored ('2027-03-14'): a day, in no zone, so it never moves. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** An ISO text with a zone of its own (Z or an offset): the runtime reads it as it is. */
const OWN_OFFSET = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;
/** Date and time parts without a zone (the forms dayjs.utc reads), taken as UTC. */
const PARTS = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** The instant a stored value names: ISO text (no offset: UTC), epoch milliseconds or a Date. */
export function instant(value: unknown): Date | undefined {
  let at: Date;
  if (value instanceof Date || typeof value === 'number') at = new Date(value);
  else if (typeof value !== 'string' || value === '') return undefined;
  else if (OWN_OFFSET.test(value)) at = new Date(value);
  else {
    const p = PARTS.exec(value);
    if (!p) return undefined;
    const n = (i: number, or = 0) => (p[i] ? Number(p[i]) : or);
    at = new Date(Date.UTC(n(1), n(2, 1) - 1, n(3, 1), n(4), n(5), n(6), Number((p[7] ?? '0').slice(0, 3).padEnd(3, '0'))));
  }
  return Number.isNaN(at.getTime()) ? undefined : at;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of an instant in a zone, two digits each, the hour on a 12-hour clock. */
function wallParts(at: Date, zone: string): Record<string, string> {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    partsFormats.set(zone, format);
  }
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
}

const dayText = (year: string | number, month: number, day: string | number) =>
  `${String(day).padStart(2, '0')}-${MONTHS[month - 1]}-${String(year).padStart(4, '0')}`;

/** A date field's text: the calendar date as stored; a full timestamp as its day in the website's zone. */
export function showDate(value: unknown, zone: string): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    // A day out of its month rolls over as a date does (2027-02-30 is 02-Mar-2027).
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const day = new Date(Date.UTC(y, m - 1, d));
    return Number.isNaN(day.getTime()) ? '' : dayText(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
  }
  const at = instant(value);
  if (!at) return '';
  const p = wallParts(at, knownZone(zone));
  return dayText(p.year!, Number(p.month), p.day!);
}

/** A date-time's text in the website's zone, the zone named: '14-Mar-2027 06:30 PM GMT+5:30'. */
export function showDateTime(value: unknown, zone: string): string {
  const at = instant(value);
  if (!at) return '';
  const z = knownZone(zone);
  const p = wallParts(at, z);
  return `${dayText(p.year!, Number(p.month), p.day!)} ${p.hour}:${p.minute} ${p.dayPeriod} ${zoneName(z, at)}`;
}
