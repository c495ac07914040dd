import { MAX_SCHEDULE_DAYS } from '../../shared/rules/scheduleLimits';
import { toWallClock } from '../../shared/rules/wallClock';

/** The times "Publish at…" offers, on the website's clock: from the next minute to the furthest the server takes. */
export interface PublishWindow {
  /** YYYY-MM-DD, HH and mm of the first and last minute offered. */
  first: { day: string; hour: number; minute: number };
  last: { day: string; hour: number; minute: number };
}

const partsOf = (wall: string) => ({ day: wall.slice(0, 10), hour: Number(wall.slice(11, 13)), minute: Number(wall.slice(14, 16)) });
const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

export function publishWindow(now: Date, zone: string): PublishWindow {
  const first = toWallClock(new Date(now.getTime() + 60_000).toISOString(), zone);
  const last = toWallClock(new Date(now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000).toISOString(), zone);
  return { first: partsOf(first), last: partsOf(last) };
}

/** A day the picker greys out (YYYY-MM-DD): before the first or after the last. */
export const dayOutside = (day: string, w: PublishWindow): boolean => day < w.first.day || day > w.last.day;

/** The hours of `day` the picker greys out. */
export function hoursOutside(day: string, w: PublishWindow): number[] {
  return [...(day === w.first.day ? range(0, w.first.hour) : []), ...(day === w.last.day ? range(w.last.hour + 1, 24) : [])];
}

/** The minutes of `hour` on `day` the picker greys out. */
export function minutesOutside(day: string, hour: number, w: PublishWindow): number[] {
  if (hoursOutside(day, w).includes(hour)) return range(0, 60);
  return [
    ...(day === w.first.day && hour === w.first.hour ? range(0, w.first.minute) : []),
    ...(day === w.last.day && hour === w.last.hour ? range(w.last.minute + 1, 60) : []),
  ];
}
