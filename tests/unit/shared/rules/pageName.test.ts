import { describe, expect, it } from 'vitest';
import { pageNameFromUrl } from '../../../../src/shared/rules/pageName';

describe('docs/product.md §2: a page name derives from page_full_url', () => {
  it.each([
    ['/', 'Home', "'/' shows as Home"],
    ['', 'Home', 'an empty URL is the home page too'],
    ['/about', 'About', 'a single word is capitalised'],
    ['/about-us', 'About Us', 'dashes become spaces, each word capitalised'],
    ['/terms-and-conditions/', 'Terms And Conditions', 'a trailing slash is ignored'],
    ['/blog/my-first-post', 'Blog/My First Post', 'nested pages keep their slash'],
    ['/über-uns', 'Über Uns', 'non-ASCII letters are capitalised'],
    ['/2024-events', '2024 Events', 'digits stay as they are'],
  ])('%j → %j (%s)', (url, name) => {
    expect(pageNameFromUrl(url)).toBe(name);
  });
});
