import { t } from '../../shared/messages';
import type { ApiClient } from './client';
import { queryKeys } from './keys';
import type { ClientInfo, Me, Website } from './types';
import type { Preferences } from '../../shared/rules/preferences';

// No query-library import here: the entry chunk asks for the session with it (bootSession.ts).

export interface Session {
  user: Me;
  client: ClientInfo;
  websites: Website[];
  /** What the user keeps of the console for themselves, key → value (engine/list/useKindMemory.ts). */
  preferences?: Preferences;
}

/** GET /api/client/session, shared by every hook that reads part of it (one request, one cache entry). */
export const sessionQuery = (api: ApiClient) => ({
  queryKey: queryKeys.session,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await api.get<Session>('/api/client/session', { signal, fallback: t('fetchFailed', { what: 'your session' }) })).data,
});
