import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import { tHistory } from '../../../shared/historyMessages';
import type { Declaration } from '../../../shared/registry';
import { errorMessage } from '../../api/client';
import { useApi } from '../../api/ApiContext';
import type { Id } from '../../api/types';
import { useScope } from '../../common/ScopeContext';
import type { RecordVersion } from '../../rules/historyVersion';
import { flash } from '../../state/flashStore';
import { useApiScope } from '../hooks/useApiScope';
import { seedRefLabels } from '../hooks/seedRefLabels';

/** A record's versions, and restoring one as a draft; the server checks roles, tenancy and four eyes. */
export function useRecordHistory(decl: Declaration, id: Id, enabled: boolean) {
  const api = useApi();
  const { clientId, websiteId } = useScope();
  const scope = useApiScope();
  const target = { client_id: clientId, ...(decl.scope === 'client' ? {} : { website_id: websiteId }), kind: decl.kind, id };
  // Under the engine's 'resource' prefix: a save or publish anywhere refreshes it (useReviewActions).
  const key = ['resource', 'history', target];
  const queryClient = useQueryClient();
  const versions = useQuery({
    queryKey: key,
    enabled,
    queryFn: async ({ signal }) => {
      const what = t('historyTitle');
      const answer = await api.get<RecordVersion[]>('/api/cms/vcs/history', {
        query: target,
        signal,
        fallback: t('fetchFailed', { what }),
      });
      seedRefLabels(queryClient, scope, answer.meta?.labels);
      return answer.data ?? [];
    },
  });
  const restore = useMutation({
    mutationFn: async (version: number) =>
      (await api.post('/api/cms/vcs/restore', { ...target, version }, { fallback: tHistory('historyRestoreFailed') })).data,
    onSuccess: (_data, version) => flash.success(tHistory('historyRestored', { version })),
    onError: (err) => flash.danger(errorMessage(err, tHistory('historyRestoreFailed'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['resource'] }),
  });
  return { versions, restore };
}
