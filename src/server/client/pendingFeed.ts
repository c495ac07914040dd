import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { pendingCounts, type PendingCounts } from './pending';

type Listener = (counts: PendingCounts) => void;

export interface PendingFeed {
  /** Calls listener with the client's pending counts each time they may have moved; returns the unsubscribe. */
  subscribe(clientId: number, listener: Listener): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    pendingFeed: PendingFeed;
  }
}

/** Changes arriving together (a publish of many blocks, several makers at once) are counted once. */
const SETTLE_MS = 100;

/**
 * Live pending counts (docs/review-flow.md): the database NOTIFYs `pending_changed` with the client id
 * whenever review blocks change (migration 0005_pending_notify), on whichever API node the change
 * happened; every node LISTENs, re-counts that client's pending blocks once and hands the counts to
 * its open streams of that client. An empty payload (the listener reconnected) re-counts every
 * client with a stream.
 */
async function pendingFeedPlugin(app: FastifyInstance): Promise<void> {
  const listeners = new Map<number, Set<Listener>>();
  const timers = new Map<number, NodeJS.Timeout>();

  const recount = (clientId: number) => {
    if (!listeners.get(clientId)?.size || timers.has(clientId)) return;
    const timer = setTimeout(() => {
      timers.delete(clientId);
      pendingCounts(app.database.db, clientId)
        .then((counts) => listeners.get(clientId)?.forEach((listener) => listener(counts)))
        .catch((err: unknown) => app.log.warn({ err, clientId }, 'pending counts could not be sent'));
    }, SETTLE_MS);
    timers.set(clientId, timer);
  };

  const stop = await app.database.listen('pending_changed', (payload) => {
    const clientId = Number(payload);
    if (payload !== '' && Number.isSafeInteger(clientId)) recount(clientId);
    else for (const id of listeners.keys()) recount(id);
  });

  app.decorate('pendingFeed', {
    subscribe(clientId, listener) {
      const set = listeners.get(clientId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(clientId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(clientId);
      };
    },
  } satisfies PendingFeed);

  app.addHook('onClose', async () => {
    for (const timer of timers.values()) clearTimeout(timer);
    await stop();
  });
}

export const pendingFeed = fp(pendingFeedPlugin, { name: 'pending-feed' });
