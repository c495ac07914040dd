import type { Doc } from '../resources/recordShape';

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** The fields whose value differs between two versions of a record (top-level, in the newer one's order). */
export function fieldChanges(before: Doc | null, after: Doc | null): FieldChange[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return keys
    .map((field) => ({ field, from: before?.[field] ?? null, to: after?.[field] ?? null }))
    .filter((c) => JSON.stringify(c.from) !== JSON.stringify(c.to));
}
