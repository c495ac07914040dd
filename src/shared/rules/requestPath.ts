export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[] | object;

/**
 * Builds path?query. Undefined and null values are left out; objects (filters) are sent as
 * JSON text (docs/product.md §7 filters (JSON)); client_id is dropped when the page origin is not one of
 * the product's own hosts (docs/product.md §6).
 */
export function buildRequestPath(path: string, query: Record<string, QueryValue> = {}, keepClientId = true): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (key === 'client_id' && !keepClientId) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const qs = params.toString();
  if (qs === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}
