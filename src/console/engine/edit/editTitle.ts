import type { ActionMode } from '../../../shared/enums';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import { recordName, type ResourceRow } from '../resourceApi';

/** The heading of an edit page: what is done to which record. */
export function editTitle(decl: Declaration, mode: ActionMode, row: ResourceRow | null): string {
  const what = decl.label.one;
  if (decl.singleton) return what;
  const name = row ? recordName(decl, row) : what;
  switch (mode) {
    case 'ADD':
      return t('editTitleAdd', { what });
    case 'COPY':
      return t('editTitleCopy', { what });
    case 'EDIT':
      return `${t('editTitleEdit', { what })}: ${name}`;
    case 'VIEW':
      return t('editTitleView', { what: name });
    case 'VIEW_TEMP':
      return t('editTitleViewPending', { what: name });
  }
}
