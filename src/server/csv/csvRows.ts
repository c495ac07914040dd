import { parse } from 'csv-parse/sync';
import type { Declaration, FieldSchema } from '../../shared/registry';
import { badStringAt } from '../plugins/inputScan';
import type { Doc } from '../resources/recordShape';
import { csvColumns, SERVER_COLUMNS } from './csvColumns';
import { unguard } from './csvText';
import type { ImportProblem } from './importProblem';

/** What one data row of a file asks for: a new record, or a change of the record its id names. */
export interface CsvRow {
  /** The row's number in the file as a spreadsheet shows it: the header is row 1. */
  row: number;
  id?: number;
  version?: number;
  data: Doc;
}

const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0']);

/** A cell's text as the field's JSON type, or the reason it cannot be one. */
function typed(text: string, field: FieldSchema | undefined): { value: unknown } | { problem: string } {
  const type = Array.isArray(field?.type) ? field.type[0] : field?.type;
  if (type === 'integer' || type === 'number') {
    const n = Number(text);
    return Number.isFinite(n) && text.trim() !== '' ? { value: n } : { problem: `"${text}" is not a number.` };
  }
  if (type === 'boolean') {
    const lower = text.trim().toLowerCase();
    if (TRUE.has(lower)) return { value: true };
    if (FALSE.has(lower)) return { value: false };
    return { problem: `"${text}" is not true or false.` };
  }
  if (type === 'array' || type === 'object') {
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return { problem: `is not valid JSON (a list or object is written as JSON, e.g. [1, 2]).` };
    }
  }
  return { value: unguard(text) };
}

function positive(text: string | undefined): number | undefined | null {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * Reads a kind's CSV (the header names its columns, as export writes them) into records, or the
 * problems that stop it: unknown or repeated columns, cells beyond the header, cells of the wrong
 * type, characters a database cannot hold, more rows than `maxRows` (the parse stops there). An
 * empty cell leaves the field out. Every problem is found, not only the first.
 */
export function csvRows(decl: Declaration, text: string, maxRows = Infinity): { rows: CsvRow[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  let records: string[][];
  try {
    // `to` stops the parse one row past the cap: a file of a million rows is not read to say it is too long.
    const limit = Number.isFinite(maxRows) ? { to: maxRows + 2 } : {};
    const parsed: unknown = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, ...limit });
    records = parsed as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    return { rows: [], problems: [{ row: line, column: '', message: `The file is not valid CSV: ${(err as Error).message}` }] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], problems: [{ row: 1, column: '', message: 'The file is empty: it needs a header row.' }] };
  if (body.length > maxRows) {
    return {
      rows: [],
      problems: [{ row: maxRows + 2, column: '', message: `A file may hold ${maxRows} rows at most; split it into several files.` }],
    };
  }
  const known = new Set(csvColumns(decl));
  const seen = new Set<string>();
  for (const name of header) {
    if (!known.has(name)) problems.push({ row: 1, column: name, message: `${name} is not a column of ${decl.label.many}.` });
    else if (seen.has(name)) problems.push({ row: 1, column: name, message: `${name} is a column twice; keep one.` });
    seen.add(name);
  }
  const rows = body.map((cells, i): CsvRow => {
    const row = i + 2;
    const data: Doc = {};
    if (cells.slice(header.length).some((cell) => cell !== '')) {
      problems.push({ row, column: '', message: `has ${cells.length} cells but the header names ${header.length} columns.` });
    }
    header.forEach((name, c) => {
      const text = cells[c] ?? '';
      if (text === '' || !known.has(name) || name === decl.id || (SERVER_COLUMNS as readonly string[]).includes(name)) return;
      const result = typed(text, decl.schema.properties[name]);
      if ('problem' in result) problems.push({ row, column: name, message: result.problem });
      else data[name] = result.value;
    });
    const bad = badStringAt(data);
    if (bad !== null)
      problems.push({ row, column: bad, message: 'holds a character that cannot be stored (NUL or an unpaired surrogate).' });
    const id = positive(cells[header.indexOf(decl.id)]);
    const version = positive(cells[header.indexOf('version')]);
    if (id === null) problems.push({ row, column: decl.id, message: 'must be a positive whole number, or empty for a new record.' });
    if (version === null) problems.push({ row, column: 'version', message: 'must be a positive whole number.' });
    return { row, id: id ?? undefined, version: version ?? undefined, data };
  });
  return { rows, problems };
}
