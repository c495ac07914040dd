import { describe, expect, it } from 'vitest';
import { dayOutside, hoursOutside, minutesOutside, publishWindow } from '../../../../src/console/rules/publishWindow';

// 28 Nov 2026, 14:20:30 UTC: 19:50:30 in Kolkata (+05:30), 09:20:30 in New York (-05:00).
const NOW = new Date('2026-11-28T14:20:30Z');

describe('publishWindow', () => {
  it.each([
    ['on Kolkata’s clock it starts at the next minute, 19:51', 'Asia/Kolkata', { day: '2026-11-28', hour: 19, minute: 51 }],
    ['on New York’s clock it starts at 09:21', 'America/New_York', { day: '2026-11-28', hour: 9, minute: 21 }],
    ['on Kiritimati’s clock (+14:00) it is already the next day', 'Pacific/Kiritimati', { day: '2026-11-29', hour: 4, minute: 21 }],
  ])('%s', (_, zone, first) => {
    expect(publishWindow(NOW, zone).first).toEqual(first);
  });

  it('ends 366 days ahead, as the server refuses later times', () => {
    expect(publishWindow(NOW, 'UTC').last).toEqual({ day: '2027-11-29', hour: 14, minute: 20 });
  });
});

describe('what the picker greys out', () => {
  const w = publishWindow(NOW, 'Asia/Kolkata');
  it.each([
    ['yesterday', '2026-11-27', true],
    ['today', '2026-11-28', false],
    ['the last day', '2027-11-29', false],
    ['the day after the last', '2027-11-30', true],
  ])('the day %s: %s', (_, day, out) => {
    expect(dayOutside(day, w)).toBe(out);
  });

  it.each([
    ['today, the hours before 19', '2026-11-28', Array.from({ length: 19 }, (_, i) => i)],
    ['tomorrow, none', '2026-11-29', []],
  ])('%s', (_, day, hours) => {
    expect(hoursOutside(day, w)).toEqual(hours);
  });

  it.each([
    ['today at 19, the minutes up to 50', '2026-11-28', 19, Array.from({ length: 51 }, (_, i) => i)],
    ['today at 18, every minute', '2026-11-28', 18, Array.from({ length: 60 }, (_, i) => i)],
    ['today at 20, none', '2026-11-28', 20, []],
    ['tomorrow at 19, none', '2026-11-29', 19, []],
  ])('%s', (_, day, hour, minutes) => {
    expect(minutesOutside(day, hour, w)).toEqual(minutes);
  });
});
