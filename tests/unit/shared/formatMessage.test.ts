import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../src/shared/formatMessage';
import { t } from '../../../src/shared/messages';
import { tl } from '../../../src/shared/listToolMessages';
import { tReview } from '../../../src/shared/reviewMessages';

/** Messages filled in, in words: every count in the form English uses for it (src/shared/formatMessage.ts). */
describe('formatMessage', () => {
  const CHANGES = '{count, plural, one {# change} other {# changes}}';
  it.each([
    ['one change is a change', CHANGES, { count: 1 }, '1 change'],
    ['two are changes', CHANGES, { count: 2 }, '2 changes'],
    ['none are changes', CHANGES, { count: 0 }, '0 changes'],
    ['an exact form wins over the rule', '{count, plural, =0 {nothing} one {# change} other {# changes}}', { count: 0 }, 'nothing'],
    [
      'a form holds other parameters',
      'In {area}: {count, plural, one {# {one}} other {# {many}}}',
      { count: 1, area: 'Events', one: 'zone', many: 'zones' },
      'In Events: 1 zone',
    ],
    ['a count given as text is counted', CHANGES, { count: '1' }, '1 change'],
    ['a missing count leaves the message visible as it is', `Publish ${CHANGES}?`, {}, `Publish ${CHANGES}?`],
    ['a plain parameter is filled in', 'Hello {name}', { name: 'Olivia' }, 'Hello Olivia'],
    ['an unknown parameter stays visible', 'Hello {name}', {}, 'Hello {name}'],
  ])('%s', (_sentence, template, params, out) => {
    expect(formatMessage(template, params)).toBe(out);
  });
});

describe('the counts the console says', () => {
  it.each([
    ['listItems', { count: 1 }, '1 item'],
    ['paletteCount', { count: 2 }, '2 results'],
    ['myChangesUnseen', { count: 1 }, '1 of your changes was rejected since you last looked. See My changes.'],
  ] as const)('%s with %j: "%s"', (key, params, out) => {
    expect(t(key, params)).toBe(out);
  });

  it('in the CSV import preview, csvPreviewProblems with one problem', () => {
    expect(tl('csvPreviewProblems', { count: 1 })).toBe('Nothing was imported. Fix this problem in the file and upload it again:');
  });

  it.each([
    ['publishAtTitle', { count: 1 }, 'Publish this change at a set time'],
    ['publishAtTitle', { count: 3 }, 'Publish these 3 changes at a set time'],
    ['publishedCount', { count: 1 }, '1 change published.'],
  ] as const)('on Pending Review, %s with %j: "%s"', (key, params, out) => {
    expect(tReview(key, params)).toBe(out);
  });
});
