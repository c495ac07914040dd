import { useQuery } from '@tanstack/react-query';
import { t } from '../../shared/messages';
import { api } from './client';
import { queryKeys } from './keys';
import type { ClientInfo, Id, Website } from './types';

/** GET /api/client/ — the signed-in user's client (role and pending flags for forms and people). */
export function useClientInfo(clientId?: Id) {
  return useQuery({
    queryKey: queryKeys.client(clientId),
    queryFn: async ({ signal }) =>
      (
        await api.get<ClientInfo>('/api/client/', {
          query: { client_id: clientId },
          signal,
          fallback: t('fetchFailed', { what: 'client' }),
        })
      ).data,
  });
}

/** GET /api/client/websites — waits for the client so the list is scoped to it. */
export function useWebsites(clientId: Id | undefined) {
  return useQuery({
    queryKey: queryKeys.websites(clientId),
    enabled: clientId !== undefined,
    queryFn: async ({ signal }) =>
      (
        await api.get<Website[]>('/api/client/websites', {
          query: { client_id: clientId },
          signal,
          fallback: t('fetchFailed', { what: 'websites' }),
        })
      ).data ?? [],
  });
}
