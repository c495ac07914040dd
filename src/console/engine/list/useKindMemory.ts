import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { t } from '../../../shared/messages';
import { preferenceKey } from '../../../shared/rules/preferences';
import { useApi } from '../../api/ApiContext';
import { errorMessage } from '../../api/client';
import { useSession } from '../../api/clientData';
import { queryKeys } from '../../api/keys';
import type { Session } from '../../api/sessionQuery';
import { flash } from '../../state/flashStore';

/**
 * Text the server keeps for the signed-in user about one kind (the columns chosen, the saved views:
 * PUT /api/client/preferences), so it follows them to any device. It comes with the session, which
 * a server-drawn page has too: the page is drawn with it from the first byte, and hydrates
 * unchanged. A change shows at once and is sent; if the server refuses, the session is read again.
 */
export function useKindMemory(kind: string, what: string): [string | null, (text: string | null) => void] {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = preferenceKey(what, kind);
  const text = useSession().data?.preferences?.[key] ?? null;
  const write = useCallback(
    (next: string | null) => {
      queryClient.setQueryData<Session>(queryKeys.session, (session) => {
        if (!session) return session;
        const { [key]: _old, ...others } = session.preferences ?? {};
        return { ...session, preferences: next ? { ...others, [key]: next } : others };
      });
      api.put('/api/client/preferences', { key, value: next || null }, { fallback: t('preferenceFailed') }).catch((err: unknown) => {
        flash.danger(errorMessage(err, t('preferenceFailed')));
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      });
    },
    [api, queryClient, key],
  );
  return [text, write];
}
