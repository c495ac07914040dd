import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { tl } from '../../../shared/listToolMessages';
import type { Declaration } from '../../../shared/registry';
import type { BulkTarget } from '../../../shared/rules/bulk';
import { useApi } from '../../api/ApiContext';
import { errorMessage } from '../../api/client';
import { confirm } from '../../state/confirmStore';
import { flash } from '../../state/flashStore';
import { useApiScope } from '../hooks/useApiScope';
import { invalidateAfterChange } from '../hooks/useResourceMutations';
import { useRegistry } from '../RegistryContext';

/**
 * Deletes the selection after the confirm dialog, through POST /api/cms/bulk_delete: published
 * records become pending deletes, drafts are withdrawn, all or nothing. Resolves true when done;
 * whatever the answer, the list is asked again, so a refusal (a record changed, the list changed)
 * shows what is there now.
 */
export function useBulkDelete(decl: Declaration): (target: BulkTarget, count: number) => Promise<boolean> {
  const api = useApi();
  const scope = useApiScope();
  const queryClient = useQueryClient();
  const also = useRegistry().dependentKinds(decl.kind);
  return useCallback(
    async (target, count) => {
      const labels = { one: decl.label.one.toLowerCase(), many: decl.label.many.toLowerCase() };
      const ok = await confirm({
        title: tl('bulkDeleteTitle', { count, ...labels }),
        content: tl('bulkDeleteBody'),
        okText: tl('bulkDelete'),
        danger: true,
      });
      if (!ok) return false;
      try {
        const answer = await api.post<{ deleted: number; withdrawn: number }>('/api/cms/bulk_delete', target, {
          query: { client_id: scope.clientId, website_id: decl.scope === 'website' ? scope.websiteId : undefined, kind: decl.kind },
          fallback: tl('bulkDeleteFailed'),
        });
        flash.success(tl('bulkDeleted', { ...answer.data, ...labels }).trim());
        return true;
      } catch (err) {
        flash.danger(errorMessage(err, tl('bulkDeleteFailed')));
        return false;
      } finally {
        void invalidateAfterChange(queryClient, decl, scope, also);
      }
    },
    [api, scope, queryClient, also, decl],
  );
}
