import type { ActionMode } from '../../../shared/enums';
import { te } from '../../../shared/editMessages';
import type { Declaration } from '../../../shared/registry';
import { recordName, type ResourceRow } from '../resourceApi';

/** The heading of an edit page: what is done to which record. */
export function editTitle(decl: Declaration, mode: ActionMode, row: ResourceRow | null): string {
  const what = decl.label.one;
  if (decl.singleton) return what;
  const name = row ? recordName(decl, row) : what;
  switch (mode) {
    case 'ADD':
      return te('editTitleAdd', { what });
    case 'COPY':
      return te('editTitleCopy', { what });
    case 'EDIT':
      return `${te('editTitleEdit', { what })}: ${name}`;
    case 'VIEW':
      return te('editTitleView', { what: name });
    case 'VIEW_TEMP':
      return te('editTitleViewPending', { what: name });
  }
}
