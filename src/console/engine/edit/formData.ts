/** The data an edit form starts from, and whether it has changed since. */
import type { ActionMode } from '../../../shared/enums';
import { eachField, fieldAt, type Declaration } from '../../../shared/registry';
import { recordData } from '../resourceApi';
import type { ParentFilter } from '../list/listState';
import { withoutReadOnly } from '../../../shared/rules/readOnlyFields';

/**
 * A copy keeps everything but fields that must be unique (x-unique), which would only be refused,
 * and the fields the server sets (the website, an owned record's id), which a new record gets its own of.
 */
export function copyOf(decl: Declaration, data: Record<string, unknown>): Record<string, unknown> {
  const out = withoutReadOnly(decl, data);
  eachField(decl.schema, (path, field) => {
    if (field['x-unique'] && !path.includes('.')) delete out[path];
  });
  return out;
}

export function initialData(
  decl: Declaration,
  mode: ActionMode,
  row: Record<string, unknown> | null | undefined,
  parent?: ParentFilter,
): Record<string, unknown> {
  const own = mode === 'ADD' ? {} : mode === 'COPY' ? copyOf(decl, recordData(decl, row)) : recordData(decl, row);
  if (!parent) return own;
  // A record opened under a parent belongs to it, whatever it said before (a copy, a new one).
  const type = fieldAt(decl.schema, parent.field)?.type;
  const numeric = type === 'integer' || type === 'number';
  return { ...own, [parent.field]: numeric ? Number(parent.id) : parent.id };
}
