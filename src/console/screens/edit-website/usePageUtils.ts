import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import { tWebsite } from '../../../shared/websiteMessages';
import { parseCall, type Declaration } from '../../../shared/registry';
import { ApiError } from '../../api/client';
import { useApi } from '../../api/ApiContext';
import { useApiScope } from '../../engine/hooks/useApiScope';
import { invalidateAfterChange } from '../../engine/hooks/useResourceMutations';
import { scopeQuery } from '../../../shared/rules/listCall';
import { resourceKeys } from '../../engine/resourceKeys';
import type { WebsitePage } from './useWebsitePages';

export interface PageChange {
  page: WebsitePage;
  /** Only the fields that changed; the server merges them into the page's working copy. */
  changes: Record<string, unknown>;
}

/**
 * POST /api/cms/page/page_utils (the pages kind's declared `utils` call): a partial change to one
 * page, sent for review as a Page Display change, with the version it was made on (a stale one
 * is refused with 409). Afterwards the pages and the Pending Review badges refresh.
 */
export function usePageUtils(decl: Declaration) {
  const api = useApi();
  const scope = useApiScope();
  const queryClient = useQueryClient();
  const call = decl.endpoints.extra?.find((e) => e.name === 'utils')?.call;
  const path = call ? parseCall('utils', call).path : undefined;
  return useMutation({
    mutationFn: async ({ page, changes }: PageChange) => {
      if (!path) throw new Error(`${decl.kind} declares no utils call.`);
      const { client_id, website_id } = scopeQuery(decl, scope);
      const body = { website_id: Number(website_id), [decl.id]: page[decl.id], version: page.version, changes };
      return (
        await api.post<WebsitePage>(path, body, {
          query: { client_id },
          fallback: t('updateFailed', { what: tWebsite('pageDetailsWhat') }),
        })
      ).data;
    },
    onSuccess: () => void invalidateAfterChange(queryClient, decl, scope),
    // Someone else changed the page meanwhile: fetch its current version, so the next save can go.
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: resourceKeys.kind(decl.kind) });
    },
  });
}
