import { describe, expect, it } from 'vitest';
import { BRAND, documentTitle, navigatorName, owningLink } from '../../../../src/console/rules/title';

const links = [
  { label: 'Entities', route: '/' },
  { label: 'Courses', route: '/make/entities/programs' },
  { label: 'Edit Website', route: '/make/pages/edit-website' },
  { label: 'Settings', route: '/settings' },
];

describe('docs/product.md §2: the browser title is the brand plus the navigator name, default Home', () => {
  it.each([
    ['/make/entities/programs', 'Courses'],
    ['/make/entities/programs/42', 'Courses'],
    ['/make/entities/programs-archive', 'Home'],
    ['/make/pages/edit-website', 'Edit Website'],
    ['/settings', 'Settings'],
    ['/', 'Home'],
  ])('%s is named %s', (path, name) => {
    expect(navigatorName(path, links)).toBe(name);
  });

  it('joins brand and name', () => {
    expect(documentTitle('Courses')).toBe(`${BRAND} | Courses`);
  });
});

describe('the selected sidebar link', () => {
  it.each([
    ['/make/entities/programs/42/edit', '/make/entities/programs'],
    ['/', undefined],
    ['/elsewhere', undefined],
  ])('%s is owned by %s', (path, route) => {
    expect(owningLink(path, links)?.route).toBe(route);
  });
});
