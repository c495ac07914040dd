import { recordPath, splitRecordUrl } from '../../../../src/server/preview/recordPage';

describe("a record's own preview page", () => {
  it.each([
    ['a list page and an id name a record', '/programs/42', { pageUrl: '/programs', id: 42 }],
    ['an id right under the home page is in the home frame', '/42', { pageUrl: '/', id: 42 }],
    ['deeper list pages work too', '/shop/programs/7', { pageUrl: '/shop/programs', id: 7 }],
    ['a page address without an id is no record page', '/programs', null],
    ['zero is no id', '/programs/0', null],
    ['a slug is no id', '/programs/data-101', null],
  ])('%s: %s', (_rule, url, expected) => {
    expect(splitRecordUrl(url)).toEqual(expected);
  });

  it.each([
    [
      'a kind whose preview names children has a page under its route',
      { route: 'programs', label: { one: 'Course', many: 'Courses' }, preview: { children: ['x'] } },
      '/programs/5',
    ],
    [
      'a kind routed by a full path is named by its plural',
      { route: '/make/x/y', label: { one: 'Event', many: 'Big events' }, preview: { children: ['x'] } },
      '/big-events/5',
    ],
    ['a kind without preview children has none', { route: 'zones', label: { one: 'Zone', many: 'Zones' } }, null],
  ])('%s', (_rule, decl, expected) => {
    expect(recordPath(decl, 5)).toBe(expected);
  });
});
