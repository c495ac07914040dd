import { useQuery } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import { pageNameFromUrl } from '../../../shared/rules/pageName';
import type { Declaration } from '../../../shared/registry';
import type { KindRows } from '../../../shared/types.generated';
import { useApi } from '../../api/ApiContext';
import { useApiScope } from '../../engine/hooks/useApiScope';
import { endpointOf } from '../../engine/resourceApi';
import { scopeQuery } from '../../../shared/rules/listCall';
import { resourceKeys } from '../../engine/resourceKeys';

/** A website page as the list answers it: the generated row type of the pages kind. */
export type WebsitePage = KindRows['pages'] & Record<string, unknown>;

export interface ListedPage {
  row: WebsitePage;
  url: string;
  /** docs/product.md §2: the name shown derives from page_full_url, whatever page_name says. */
  name: string;
  active: boolean;
}

/** Every page at once: docs/product.md §9 caps page lists by height, not count (show_all is bounded by the server). */
const ALL_PAGES = { show_all: true, sort: 'page_full_url', order: 'asc' } as const;

/**
 * GET /api/cms/page/pages for the active website. Keyed under the pages kind, so any engine
 * change to a page (and page_utils saves) refreshes it; refetching shows the same spinner.
 */
export function useWebsitePages(decl: Declaration) {
  const api = useApi();
  const scope = useApiScope();
  const endpoint = endpointOf(decl, 'list');
  return useQuery({
    queryKey: [...resourceKeys.kind(decl.kind), 'website-pages', scope.clientId, scope.websiteId ?? null],
    enabled: !!endpoint && scope.websiteId !== undefined,
    queryFn: async ({ signal }): Promise<ListedPage[]> => {
      const answer = await api.get<WebsitePage[]>(endpoint!.path, {
        query: { ...scopeQuery(decl, scope), ...ALL_PAGES },
        signal,
        fallback: t('fetchFailed', { what: decl.label.many.toLowerCase() }),
      });
      return (answer.data ?? []).map((row) => ({
        row,
        url: row.page_full_url,
        name: pageNameFromUrl(row.page_full_url),
        active: row.page_active !== false,
      }));
    },
  });
}
