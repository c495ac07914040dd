/**
 * docs/product.md §2: a website page's name derives from page_full_url. '/' shows as Home; other URLs are
 * capitalised word by word with dashes turned into spaces. Slashes of nested pages are kept so
 * two pages never get the same name.
 */
export function pageNameFromUrl(pageFullUrl: string): string {
  const path = pageFullUrl.trim().replace(/^\/+|\/+$/g, '');
  if (path === '') return 'Home';
  return path.replace(/-+/g, ' ').replace(/(^|[\s/])(\p{L})/gu, (_whole, before: string, letter: string) => before + letter.toUpperCase());
}
