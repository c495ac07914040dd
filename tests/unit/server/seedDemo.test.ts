import { describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../../src/server/declarations';
import { demoImageLabel, demoImageSvg, SEED_IMAGE } from '../../../src/server/seed/demoImages';
import { monthsOf, SEEDS_WRITTEN_ON, seedDayShift, shiftDay, shiftMonthsInText, shiftSeedDates } from '../../../src/server/seed/seedDates';

const registry = loadDeclarations();

describe('demo dates move with the seeding day', () => {
  it.each([
    ['seeding on the day seeds/ was written moves nothing', `${SEEDS_WRITTEN_ON}T23:59:00Z`, 0],
    ['seeding a day later moves every date a day', '2026-03-02T00:00:00Z', 1],
    ['seeding across a leap day counts it', '2028-03-01T12:00:00Z', 731],
    ['seeding before that day moves dates back', '2026-02-01T08:00:00Z', -28],
  ])('%s', (_sentence, now, days) => {
    expect(seedDayShift(new Date(now))).toBe(days);
  });

  it.each([
    ['a date moves by whole days', '2026-06-18', 14, '2026-07-02'],
    ['a date-time keeps its time of day and its offset', '2026-06-18T09:00:00+05:30', 200, '2027-01-04T09:00:00+05:30'],
    ['a UTC instant stays written in UTC', '2026-06-19T17:00:00Z', -1, '2026-06-18T17:00:00Z'],
    ['a month end rolls into the next month', '2026-01-31', 1, '2026-02-01'],
    ['a value that is not a date is kept', 'soon', 10, 'soon'],
  ])('%s', (_sentence, value, days, moved) => {
    expect(shiftDay(value, days)).toBe(moved);
  });

  it.each([
    [
      'a cohort named by its month moves with its dates',
      'Data Analytics — January 2026 online cohort',
      9,
      'Data Analytics — October 2026 online cohort',
    ],
    ['a month moves across the year', 'Live online, November 2026', 3, 'Live online, February 2027'],
    ['a month moves back too', 'London batch, February 2027', -2, 'London batch, December 2026'],
    ['a code with a year and month moves alike', 'MLF220-2027-01-UK', 9, 'MLF220-2027-10-UK'],
    ['a whole date inside text is not a month code', 'see 2026-03-01 notes', 9, 'see 2026-03-01 notes'],
    ['a year alone stays', 'FutureTech Summit 2027', 9, 'FutureTech Summit 2027'],
    ['a word that is a month without a year stays', 'May we help?', 9, 'May we help?'],
  ])('%s', (_sentence, text, months, moved) => {
    expect(shiftMonthsInText(text, months)).toBe(moved);
  });

  it('counts whole months the nearest way: 277 days are 9 months', () => {
    expect([monthsOf(277), monthsOf(14), monthsOf(-45)]).toEqual([9, 0, -1]);
  });

  it('moves the fields declared date or date-time, at any depth, and nothing else', () => {
    const schema = registry.get('delegate-passes').schema;
    const sample = { delegatepass_name: '2026-06-18 (June 2026)', delegatepass_sale_starts_at: '2026-01-20T09:00:00Z' };
    expect(shiftSeedDates(sample, schema, 31)).toEqual({
      delegatepass_name: '2026-06-18 (July 2026)',
      delegatepass_sale_starts_at: '2026-02-20T09:00:00Z',
    });
  });
});

describe('demo images are drawn by the product', () => {
  it.each([
    ['a name reads as its initials', 'summit/sponsors/woodgrove-bank', 'WB'],
    ['a one-word code reads in full', 'academy/courses/acc100', 'ACC100'],
    ['a long name keeps two initials', 'academy/marks/society-for-user-experience-research', 'SF'],
  ])('%s', (_sentence, path, label) => {
    expect(demoImageLabel(path)).toBe(label);
    expect(demoImageSvg(path)).toContain(`>${label}</text>`);
  });

  it('gives two names two colours and one name always the same', () => {
    const fill = (path: string) => /fill="(hsl[^"]+)"/.exec(demoImageSvg(path))?.[1];
    expect(fill('summit/sponsors/relecloud')).toBe(fill('summit/sponsors/relecloud'));
    expect(fill('summit/sponsors/relecloud')).not.toBe(fill('summit/sponsors/proseware'));
  });

  it.each(['@image:a/<script>', '@image:../etc/passwd', '@image:A/B', '@image:a/b.svg', '@image:'])(
    'refuses %s as a demo image',
    (value) => {
      expect(SEED_IMAGE.test(value)).toBe(false);
    },
  );
});
