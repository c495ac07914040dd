/**
 * The single row of a statement that always yields one (an INSERT … RETURNING of one value, a count).
 * With noUncheckedIndexedAccess a destructured row is `T | undefined`; this states the invariant once
 * and fails loudly, naming the statement, if a driver ever breaks it.
 */
export function oneRow<T>(rows: readonly T[], statement: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`${statement} returned no row`);
  return row;
}
