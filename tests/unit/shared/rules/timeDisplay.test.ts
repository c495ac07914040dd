import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { describe, expect, it } from 'vitest';
import { knownZone, showDate, showDateTime } from '../../../../src/shared/rules/timeDisplay';
import { fromWallClock, toWallClock } from '../../../../src/shared/rules/wallClock';

describe('one way to show time, in the website’s zone', () => {
  it.each([
    ['a calendar date reads as stored, whatever the zone', '2027-03-14', 'America/New_York', '14-Mar-2027'],
    ['a calendar date reads as stored east of UTC too', '2027-03-14', 'Asia/Kolkata', '14-Mar-2027'],
    ['an evening UTC instant is the next day in India', '2027-03-14T20:00:00Z', 'Asia/Kolkata', '15-Mar-2027'],
    ['the same instant is still that day in New York', '2027-03-14T20:00:00Z', 'America/New_York', '14-Mar-2027'],
    ['nothing stored shows nothing', '', 'UTC', ''],
    ['a value that is no date shows nothing rather than "Invalid Date"', 'soon', 'UTC', ''],
    // dayjs read this one as 1999 (a two-digit year); the instant is in the year 99.
    ['a year before 1000 keeps its four digits', '0099-01-01T00:00:00Z', 'UTC', '01-Jan-0099'],
  ])('%s', (_sentence, value, zone, expected) => {
    expect(showDate(value, zone)).toBe(expected);
  });

  it.each([
    ['a time in India is shown on India’s clock and says so', '2027-03-14T20:00:00Z', 'Asia/Kolkata', '15-Mar-2027 01:30 AM GMT+5:30'],
    ['a winter time in New York names standard time', '2027-01-14T20:00:00Z', 'America/New_York', '14-Jan-2027 03:00 PM EST'],
    ['a summer time in New York names daylight time', '2027-07-14T20:00:00Z', 'America/New_York', '14-Jul-2027 04:00 PM EDT'],
    ['a website in UTC says UTC', '2027-07-14T20:00:00.000Z', 'UTC', '14-Jul-2027 08:00 PM UTC'],
    [
      'a zone the runtime does not know falls back to UTC instead of failing',
      '2027-07-14T20:00:00Z',
      'Mars/Olympus',
      '14-Jul-2027 08:00 PM UTC',
    ],
    ['nothing stored shows nothing', null, 'UTC', ''],
  ])('%s', (_sentence, value, zone, expected) => {
    expect(showDateTime(value, zone)).toBe(expected);
  });

  it.each([
    ['a picker in India shows the stored instant on India’s clock', '2027-03-14T20:00:00Z', 'Asia/Kolkata', '2027-03-15T01:30:00'],
    ['a picker in New York shows it on New York’s clock', '2027-03-14T20:00:00Z', 'America/New_York', '2027-03-14T16:00:00'],
  ])('%s', (_sentence, value, zone, wall) => {
    expect(toWallClock(value, zone)).toBe(wall);
    // What the picker shows, saved unchanged, is the instant that was stored.
    expect(fromWallClock(wall, zone)).toBe('2027-03-14T20:00:00.000Z');
  });

  it.each([
    ['an empty zone is UTC', '', 'UTC'],
    ['an IANA zone is kept', 'Europe/Berlin', 'Europe/Berlin'],
    ['a misspelt zone is UTC', 'Europe/Berlinn', 'UTC'],
  ])('%s', (_sentence, zone, expected) => {
    expect(knownZone(zone)).toBe(expected);
  });
});

// The screens show dates with the runtime's Intl; the pickers (and this console before) with dayjs.
// Both must read and write every stored form the same way.
dayjs.extend(utc);
dayjs.extend(timezone);
const VALUES: unknown[] = [
  '2027-03-14T20:00:00Z',
  '2027-03-14T20:00:00.123Z',
  '2027-03-14T20:00:00+05:30',
  '2027-03-14T00:30:00-0800',
  '2027-03-14T20:00:00',
  '2027-03-14 08:05:09',
  '2027-03-14T12:00',
  '2027-11-07T06:30:00Z',
  '2026-12-31T23:59:59.999Z',
  1_900_000_000_000,
  new Date('2027-06-01T12:00:00Z'),
];
const ZONES = ['UTC', 'Asia/Kolkata', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Kiritimati', 'Europe/Berlin'];

describe('dates shown without dayjs read as dayjs read them', () => {
  it.each(
    VALUES.flatMap((value) => ZONES.map((zone) => [String(value instanceof Date ? value.toISOString() : value), zone, value] as const)),
  )('%s in %s', (_, zone, value) => {
    const at = dayjs.utc(value as string);
    expect(showDateTime(value, zone).replace(/ \S+$/, '')).toBe(at.tz(zone).format('DD-MMM-YYYY hh:mm A'));
    expect(showDate(value, zone)).toBe(at.tz(zone).format('DD-MMM-YYYY'));
  });

  it.each([
    ['a day past the end of its month rolls over, as a date does', '2027-02-30'],
    ['a leap day', '2028-02-29'],
    ['a year before 1000', '0099-07-04'],
  ])('%s', (_, value) => {
    expect(showDate(value, 'Asia/Kolkata')).toBe(dayjs(value).format('DD-MMM-YYYY'));
  });
});
