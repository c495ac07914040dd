/**
 * The first item of a list a test expects to be non-empty. With noUncheckedIndexedAccess a
 * destructured `[row]` is `T | undefined`; this fails with a message naming what was missing
 * instead of a TypeError further down.
 */
export function first<T>(items: readonly T[] | undefined, what = 'item'): T {
  const item = items?.[0];
  if (item === undefined) throw new Error(`expected at least one ${what}, got none`);
  return item;
}
