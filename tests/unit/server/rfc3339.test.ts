import { describe, expect, it } from 'vitest';
import { rfc3339 } from '../../../src/server/db/connect';
import { publishTime } from '../../../src/server/schedules/schedules';

describe('times the API answers', () => {
  it.each([
    ["PostgreSQL's text with a +00 offset", '2026-11-27 05:03:13.756+00', '2026-11-27T05:03:13.756Z'],
    ['a half-hour offset', '2026-11-27 10:33:13.756+05:30', '2026-11-27T05:03:13.756Z'],
    ['a timestamp without a zone, taken as UTC', '2026-11-27 05:03:13.756', '2026-11-27T05:03:13.756Z'],
    ['a negative whole-hour offset', '2026-11-27 05:03:13-03', '2026-11-27T08:03:13.000Z'],
    ['a Date as pg gives it', new Date('2026-11-27T05:03:13.756Z'), '2026-11-27T05:03:13.756Z'],
    ['something that is no time, left as it is', 'soon', 'soon'],
  ])('%s', (_sentence, value, expected) => {
    expect(rfc3339(value)).toBe(expected);
  });
});

describe('publish_at', () => {
  const now = new Date('2027-01-10T00:00:00Z');
  it.each([
    ['30 February does not exist', '2027-02-30T09:00:00Z', /^The publish time names a day that does not exist: 2027-02-30\.$/],
    ['29 February of a common year does not exist', '2027-02-29T09:00:00Z', /day that does not exist/],
    ['hour 24 does not exist', '2027-03-01T24:00:00Z', /^The publish time names a time of day that does not exist/],
    ['month 13 does not exist', '2027-13-01T09:00:00Z', /day that does not exist/],
  ])('%s', (_sentence, text, message) => {
    expect(() => publishTime(text, now)).toThrow(message);
  });

  it('accepts 29 February of a leap year, with its offset', () => {
    expect(publishTime('2028-02-29T09:00:00+05:30', new Date('2027-06-01T00:00:00Z')).toISOString()).toBe('2028-02-29T03:30:00.000Z');
  });
});
