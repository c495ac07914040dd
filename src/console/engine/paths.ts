/** Reads a dotted path (product_service.prodserv_name) out of a record; undefined when any step is missing. */
export function getPath(record: unknown, path: string): unknown {
  let node: unknown = record;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
