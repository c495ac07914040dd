import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rows } from '../db/connect';
import { normaliseBlock, type BlockRow } from '../vcs/blocks';
import { pendingCounts, type PendingCounts } from './pending';

/** One open stream's interest: its client's counts, and the rejections of its user's changes. */
export interface FeedListener {
  userId: number;
  counts(counts: PendingCounts): void;
  rejected(blocks: BlockRow[]): void;
}

export interface PendingFeed {
  /** Calls the listener each time the client's blocks may have moved; returns the unsubscribe. */
  subscribe(clientId: number, listener: FeedListener): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    pendingFeed: PendingFeed;
  }
}

/** Changes arriving together (a publish of many blocks, several makers at once) are counted once. */
const SETTLE_MS = 100;
/** Rejections this recent are looked at on each change; a stream remembers those it has told. */
const RECENT_REJECTIONS_S = 300;

/**
 * Live pending counts and rejections (docs/review-flow.md): the database NOTIFYs `pending_changed`
 * with the client id whenever review blocks change (migration 0005_pending_notify), on whichever API
 * node the change happened; every node LISTENs, re-counts that client's pending blocks once, reads
 * its recent rejections, and hands both to its open streams of that client — a rejection only to
 * the streams of the people who wrote the change. An empty payload (the listener reconnected)
 * re-reads every client with a stream.
 */
async function pendingFeedPlugin(app: FastifyInstance): Promise<void> {
  const listeners = new Map<number, Map<FeedListener, Set<number>>>();
  const timers = new Map<number, NodeJS.Timeout>();

  const tell = async (clientId: number) => {
    const counts = await pendingCounts(app.database.db, clientId);
    const rejections = (
      await rows<BlockRow>(
        app.database.db,
        sql`SELECT b.*, d.name AS decided_by_name FROM change_blocks b LEFT JOIN users d ON d.user_id = b.decided_by
            WHERE b.client_id = ${clientId} AND b.status = 'rejected' AND b.decided_at > now() - make_interval(secs => ${RECENT_REJECTIONS_S})
            ORDER BY b.block_id`,
      )
    ).map(normaliseBlock);
    for (const [listener, told] of listeners.get(clientId) ?? []) {
      listener.counts(counts);
      const fresh = rejections.filter((b) => !told.has(b.block_id) && b.touched_by?.includes(listener.userId));
      fresh.forEach((b) => told.add(b.block_id));
      if (fresh.length > 0) listener.rejected(fresh);
    }
  };

  const recount = (clientId: number) => {
    if (!listeners.get(clientId)?.size || timers.has(clientId)) return;
    const timer = setTimeout(() => {
      timers.delete(clientId);
      tell(clientId).catch((err: unknown) => app.log.warn({ err, clientId }, 'pending counts could not be sent'));
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
      const set = listeners.get(clientId) ?? new Map<FeedListener, Set<number>>();
      // Rejections decided before the stream opened are for My changes and the sign-in notice, not for a live toast.
      const told = new Set<number>();
      set.set(listener, told);
      listeners.set(clientId, set);
      void rows<{ block_id: number | string }>(
        app.database.db,
        sql`SELECT block_id FROM change_blocks WHERE client_id = ${clientId} AND status = 'rejected'
              AND decided_at > now() - make_interval(secs => ${RECENT_REJECTIONS_S})`,
      )
        .then((found) => found.forEach((r) => told.add(Number(r.block_id))))
        .catch(() => undefined);
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
