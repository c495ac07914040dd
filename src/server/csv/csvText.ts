/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula;
 * exported content written by anyone must not (OWASP CSV injection). Such a cell is written with a
 * leading apostrophe, which import takes off again.
 */
const FORMULA = /^[=+\-@\t\r]/;

/** One value as CSV text: lists and objects as JSON, nothing as an empty cell. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Numbers and booleans read the same as JSON; lists and objects are written as JSON.
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // A negative number is data, not a formula.
  return typeof value !== 'number' && FORMULA.test(text) ? `'${text}` : text;
}

/** RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled. */
export function csvLine(values: readonly unknown[]): string {
  return `${values
    .map((value) => {
      const text = cellText(value);
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',')}\r\n`;
}

/** Import's inverse of cellText's guard. */
export function unguard(text: string): string {
  return text.startsWith("'") && FORMULA.test(text.slice(1)) ? text.slice(1) : text;
}
