import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tAccess } from '../../../shared/accessMessages';
import { t } from '../../../shared/messages';
import { errorMessage } from '../../api/client';
import { useApi } from '../../api/ApiContext';
import type { Id } from '../../api/types';
import { flash } from '../../state/flashStore';
import type { AccessToken, Attempt, Delivery, Webhook } from '../../../shared/websiteAccess';

export type { AccessToken, Attempt, Delivery, Webhook };

const base = (websiteId: Id) => `/api/cms/websites/${encodeURIComponent(String(websiteId))}`;
export const accessKey = (clientId: Id, websiteId: Id, what: 'tokens' | 'webhooks') => ['access', clientId, websiteId, what] as const;
const deliveriesKey = (clientId: Id, websiteId: Id, endpoint: Id) => ['access', clientId, websiteId, 'deliveries', endpoint] as const;

/**
 * One of the website's lists, asked only of an owner: anyone else would be refused, and their page
 * says so without asking.
 */
function useAccessList<T>(clientId: Id, websiteId: Id, owner: boolean, what: 'tokens' | 'webhooks', title: string) {
  const api = useApi();
  return useQuery({
    enabled: owner,
    queryKey: accessKey(clientId, websiteId, what),
    queryFn: async ({ signal }) =>
      (
        await api.get<T[]>(`${base(websiteId)}/${what}`, {
          query: { client_id: clientId },
          signal,
          fallback: t('fetchFailed', { what: title }),
        })
      ).data ?? [],
  });
}

/** What every change does after: say how it went (a creation says it with its shown-once dialog) and refresh the list. */
function useAfter(clientId: Id, websiteId: Id, what: 'tokens' | 'webhooks') {
  const queryClient = useQueryClient();
  return (done?: string) => ({
    onSuccess: () => void (done && flash.success(done)),
    onError: (err: unknown) => void flash.danger(errorMessage(err, tAccess('accessChangeFailed'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessKey(clientId, websiteId, what) }),
  });
}

/** The website's API tokens, and the owners' creating and revoking them. */
export function useTokens(clientId: Id, websiteId: Id, owner: boolean) {
  const api = useApi();
  const tokens = useAccessList<AccessToken>(clientId, websiteId, owner, 'tokens', tAccess('tokensTitle'));
  const after = useAfter(clientId, websiteId, 'tokens');
  const options = { query: { client_id: clientId }, fallback: tAccess('accessChangeFailed') };
  const create = useMutation({
    mutationFn: async (body: { name: string; expires_at?: string; origins?: string[] }) =>
      (await api.post<AccessToken & { token: string }>(`${base(websiteId)}/tokens`, body, options)).data,
    ...after(),
  });
  const revoke = useMutation({
    mutationFn: (token: AccessToken) => api.delete(`${base(websiteId)}/tokens/${token.id}`, options),
    ...after(tAccess('tokenRevoked')),
  });
  return { tokens, create, revoke };
}

/** The website's webhook endpoints, and the owners' adding and deleting them. */
export function useWebhooks(clientId: Id, websiteId: Id, owner: boolean) {
  const api = useApi();
  const webhooks = useAccessList<Webhook>(clientId, websiteId, owner, 'webhooks', tAccess('webhooksTitle'));
  const after = useAfter(clientId, websiteId, 'webhooks');
  const options = { query: { client_id: clientId }, fallback: tAccess('accessChangeFailed') };
  const create = useMutation({
    mutationFn: async (body: { url: string; events: string[] }) =>
      (await api.post<Webhook & { secret: string }>(`${base(websiteId)}/webhooks`, body, options)).data,
    ...after(),
  });
  const remove = useMutation({
    mutationFn: (hook: Webhook) => api.delete(`${base(websiteId)}/webhooks/${hook.id}`, options),
    ...after(tAccess('webhookDeleted')),
  });
  return { webhooks, create, remove };
}

/** An endpoint's deliveries, newest first, a page at a time; a redelivery is a new delivery, so the log is asked again. */
export function useDeliveries(clientId: Id, websiteId: Id, endpoint: Id, page: number, pageSize: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const path = `${base(websiteId)}/webhooks/${encodeURIComponent(String(endpoint))}/deliveries`;
  const log = useQuery({
    queryKey: [...deliveriesKey(clientId, websiteId, endpoint), page],
    queryFn: ({ signal }) =>
      api.get<Delivery[]>(path, {
        query: { client_id: clientId, page, max_results: pageSize },
        signal,
        fallback: t('fetchFailed', { what: tAccess('webhookLog') }),
      }),
  });
  const redeliver = useMutation({
    mutationFn: (delivery: Delivery) =>
      api.post(`${path}/${delivery.delivery_id}/redeliver`, undefined, {
        query: { client_id: clientId },
        fallback: tAccess('accessChangeFailed'),
      }),
    onSuccess: () => flash.success(tAccess('deliveryRedelivered')),
    onError: (err: unknown) => flash.danger(errorMessage(err, tAccess('accessChangeFailed'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(clientId, websiteId, endpoint) }),
  });
  return { log, redeliver };
}
