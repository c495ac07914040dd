import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/ApiContext';
import type { Session } from '../api/sessionQuery';
import { queryKeys } from '../api/keys';
import type { Id } from '../api/types';
import { withPendingCounts, type PendingCounts } from '../rules/pendingCounts';
import { usePendingStore } from '../state/pendingStore';
import { flash } from '../state/flashStore';
import { rejectionMessage, type Rejection } from '../rules/myChanges';

/** Polling when the stream is not available (an old proxy that closes it, no EventSource). */
const POLL_MS = 5_000;

/**
 * Live pending counts for this tab: one EventSource on GET /api/client/pending_stream (the browser
 * reconnects it by itself), whose events update the badge count, the session's pending flags and an
 * open Pending Review, and tell the user at once when a checker rejected a change they wrote.
 * Only when the stream is closed for good does the tab fall back to asking for the session every
 * 5 s, so there is never more than one connection or one poll per tab.
 */
export function usePendingFeed(clientId: Id | undefined): void {
  const queryClient = useQueryClient();
  const api = useApi();
  useEffect(() => {
    if (clientId === undefined) return undefined;
    let poll: number | undefined;
    const startPolling = () => {
      poll ??= window.setInterval(() => void queryClient.invalidateQueries({ queryKey: queryKeys.session, exact: true }), POLL_MS);
    };
    const source =
      typeof EventSource === 'undefined'
        ? undefined
        : new EventSource(api.url('/api/client/pending_stream', { client_id: clientId }), { withCredentials: true });
    source?.addEventListener('pending', (event) => {
      const counts = JSON.parse((event as MessageEvent<string>).data) as PendingCounts;
      usePendingStore.getState().setCounts(counts);
      queryClient.setQueryData<Session>(queryKeys.session, (old) => (old ? withPendingCounts(old, counts) : old));
      // An open Pending Review or My changes follows too: what it shows is what a checker publishes.
      void queryClient.invalidateQueries({ queryKey: ['vcs', 'blocks'] });
      void queryClient.invalidateQueries({ queryKey: ['my-changes'] });
    });
    source?.addEventListener('rejected', (event) => {
      const rejection = JSON.parse((event as MessageEvent<string>).data) as Rejection;
      flash.warning(rejectionMessage(rejection));
      void queryClient.invalidateQueries({ queryKey: ['my-changes'] });
    });
    source?.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) {
        usePendingStore.getState().setCounts(null);
        startPolling();
      }
    });
    if (!source) startPolling();
    return () => {
      source?.close();
      if (poll !== undefined) window.clearInterval(poll);
      usePendingStore.getState().setCounts(null);
    };
  }, [clientId, queryClient, api]);
}
