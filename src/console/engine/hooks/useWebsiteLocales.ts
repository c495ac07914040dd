import { useQuery } from '@tanstack/react-query';
import { t } from '../../../shared/messages';
import { useApi } from '../../api/ApiContext';
import { resourceKeys } from '../resourceKeys';
import { useApiScope } from './useApiScope';

export interface WebsiteLocale {
  website_id: number;
  locale_code: string;
  country_code: string;
  language_code: string;
  is_default: boolean;
}

/** The active website's locales (GET /api/client/website_locales), when `enabled`. */
export function useWebsiteLocales(enabled: boolean) {
  const api = useApi();
  const scope = useApiScope();
  return useQuery({
    queryKey: resourceKeys.reference('website_locales', scope),
    enabled: enabled && scope.websiteId !== undefined,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) =>
      (
        await api.get<WebsiteLocale[]>('/api/client/website_locales', {
          query: { client_id: scope.clientId, website_id: scope.websiteId },
          signal,
          fallback: t('fetchFailed', { what: t('localeLabel') }),
        })
      ).data ?? [],
  });
}
