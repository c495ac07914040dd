const absent = (v: unknown): boolean => v === undefined || v === null;

/**
 * Equal as a manager sees it: a key holding undefined or null is the same as no key, and the order
 * of an object's keys does not matter. The console's dirty check and the server's "nothing changed"
 * (a save or CSV row identical to the record is not a change) use the same rule.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameData(v, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    return [...keys].every((k) => (absent(x[k]) && absent(y[k])) || sameData(x[k], y[k]));
  }
  return absent(a) && absent(b);
}
