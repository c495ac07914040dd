/** The data an edit form starts from, and whether it has changed since. */
import type { ActionMode } from '../../../shared/enums';
import { fieldAt, type Declaration } from '../../../shared/registry';
import { recordData } from '../resourceApi';
import type { ParentFilter } from '../list/listState';
import { copyData } from '../../../shared/rules/copyData';

export function initialData(
  decl: Declaration,
  mode: ActionMode,
  row: Record<string, unknown> | null | undefined,
  parent?: ParentFilter,
): Record<string, unknown> {
  const own = mode === 'ADD' ? {} : mode === 'COPY' ? copyData(decl, recordData(decl, row)) : recordData(decl, row);
  if (!parent) return own;
  // A record opened under a parent belongs to it, whatever it said before (a copy, a new one).
  const type = fieldAt(decl.schema, parent.field)?.type;
  const numeric = type === 'integer' || type === 'number';
  return { ...own, [parent.field]: numeric ? Number(parent.id) : parent.id };
}
