import type { Declaration } from '../../shared/registry';

/** Columns the server keeps; exported so a file says which version an edit was made from, ignored on import. */
export const SERVER_COLUMNS = ['version', 'status', 'created_at', 'updated_at'] as const;

/**
 * The header of a kind's CSV: its id, every top-level field of its declaration in declared order,
 * then the server's columns. Import reads the same names, so an exported file comes back as is.
 */
export function csvColumns(decl: Declaration): string[] {
  return [decl.id, ...Object.keys(decl.schema.properties), ...SERVER_COLUMNS];
}
