import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { instant, knownZone } from './timeDisplay';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A date-time picker's side of docs/product.md §3: it edits the website's wall clock, and what it
 * saves is the instant that wall clock names. With dayjs, which antd's pickers use anyway, so it
 * loads with them and not with every screen that only shows a date (timeDisplay.ts).
 */
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/** The website's wall clock for a stored instant, for a picker to show ('' when there is none). */
export function toWallClock(value: unknown, zone: string): string {
  const at = instant(value);
  return at ? dayjs(at).tz(knownZone(zone)).format(WALL_CLOCK) : '';
}

/** The instant (ISO 8601, UTC) of a wall-clock time picked on the website's clock. */
export function fromWallClock(wall: string, zone: string): string {
  return dayjs.tz(wall, knownZone(zone)).toISOString();
}
