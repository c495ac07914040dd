import { useCallback } from 'react';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import { errorMessage } from '../../api/client';
import { confirm } from '../../state/confirmStore';
import { flash } from '../../state/flashStore';
import { useDeleteRecord } from '../hooks/useResourceMutations';
import { recordIdOf, recordName, type ResourceRow } from '../resourceApi';

/**
 * Delete after the confirm dialog (docs/product.md §8), sending the version the list showed so a record
 * changed meanwhile is refused rather than deleted unseen.
 */
export function useDeleteAction(decl: Declaration): (row: ResourceRow) => Promise<void> {
  const { mutateAsync } = useDeleteRecord(decl);
  return useCallback(
    async (row: ResourceRow) => {
      const what = decl.label.one;
      const ok = await confirm({
        title: t('deleteConfirmTitle', { what, record: recordName(decl, row) }),
        content: row.is_live ? t('deleteConfirmBody') : t('deleteConfirmDraft'),
        okText: t('actionDelete'),
        danger: true,
      });
      if (!ok) return;
      try {
        const { withdrawn } = await mutateAsync({ id: recordIdOf(decl, row), version: row.version });
        flash.success(withdrawn ? t('deletedDraft', { what }) : t('deleted', { what }));
      } catch (err) {
        flash.danger(errorMessage(err, t('deleteFailed', { what })));
      }
    },
    [decl, mutateAsync],
  );
}
