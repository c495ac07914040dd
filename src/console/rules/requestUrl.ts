/** docs/product.md §6: the client_request_url header carries the current page address without its fragment. */
export function clientRequestUrl(href: string): string {
  const hash = href.indexOf('#');
  return hash < 0 ? href : href.slice(0, hash);
}
