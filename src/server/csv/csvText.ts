/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula;
 * exported content written by anyone must not (OWASP CSV injection). Such a cell is written with a
 * leading apostrophe, which import takes off again. A spreadsheet that splits cells on `;` would
 * start a new cell after each `;`, so a formula sign there gets the apostrophe too. A value that
 * itself starts with an apostrophe is guarded the same way, so every value comes back as it was.
 */
const GUARDED = /^['=+\-@\t\r]/;
const AFTER_SEMICOLON = /;(?=['=+\-@\t\r])/g;

/** One value as CSV text: lists and objects as JSON, nothing as an empty cell. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Numbers and booleans read the same as JSON, and a negative number is data, not a formula.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const inner = text.replace(AFTER_SEMICOLON, ";'");
  return GUARDED.test(text) ? `'${inner}` : inner;
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
  const inner = text.replace(/;'(?=['=+\-@\t\r])/g, ';');
  return /^'['=+\-@\t\r]/.test(text) ? inner.slice(1) : inner;
}
