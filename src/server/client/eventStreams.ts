import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { liveSessions } from '../auth/sessions';
import type { AuthContext } from '../types';

/** How often every open stream's session and roles are checked: a sign-out elsewhere ends it within this. */
export const STREAM_CHECK_MS = 2_000;
/** Open streams per session (a few tabs); the oldest is closed when another opens. */
export const MAX_STREAMS_PER_SESSION = 4;

export interface OpenStream {
  auth: AuthContext;
  /** Ends the stream (idempotent). */
  end(): void;
}

export interface EventStreams {
  /** Counts a new stream of a session in, closing that session's oldest beyond the limit; returns the unregister. */
  add(stream: OpenStream): () => void;
  /** Ends every stream of a session at once (sign-out on this node; other nodes notice on their next check). */
  endSession(tokenHash: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    eventStreams: EventStreams;
  }
}

/** The roles a stream was opened with, as one comparable text. */
function rolesKey(auth: AuthContext): string {
  const websites = [...auth.websiteRoles.entries()].sort(([a], [b]) => a - b);
  return JSON.stringify([websites, auth.clientRoles]);
}

/**
 * Every open event stream of this node, by session (docs/review-flow.md, live counts). Every
 * STREAM_CHECK_MS one statement re-reads the sessions they belong to: a stream whose session was
 * revoked (sign-out, password change), expired or idled out, or whose user's roles changed, is
 * closed — a stream must not keep telling someone what they may no longer see. The console
 * reconnects and is then answered for who it is now.
 */
export const eventStreams = fp(
  async (app: FastifyInstance) => {
    const bySession = new Map<string, { stream: OpenStream; roles: string }[]>();
    const end = (entries: { stream: OpenStream }[]) => [...entries].forEach(({ stream }) => stream.end());

    app.decorate('eventStreams', {
      add(stream) {
        const list = bySession.get(stream.auth.tokenHash) ?? [];
        const entry = { stream, roles: rolesKey(stream.auth) };
        list.push(entry);
        bySession.set(stream.auth.tokenHash, list);
        if (list.length > MAX_STREAMS_PER_SESSION) end(list.slice(0, list.length - MAX_STREAMS_PER_SESSION));
        return () => {
          const now = bySession.get(stream.auth.tokenHash)?.filter((e) => e !== entry) ?? [];
          if (now.length === 0) bySession.delete(stream.auth.tokenHash);
          else bySession.set(stream.auth.tokenHash, now);
        };
      },
      endSession(tokenHash) {
        end(bySession.get(tokenHash) ?? []);
      },
    } satisfies EventStreams);

    let checking = false;
    const check = async () => {
      if (checking || bySession.size === 0) return;
      checking = true;
      try {
        const live = await liveSessions(app.database.db, app.config, [...bySession.keys()]);
        for (const [tokenHash, entries] of [...bySession]) {
          const now = live.get(tokenHash);
          end(now ? entries.filter((e) => e.roles !== rolesKey(now)) : entries);
        }
      } catch (err) {
        app.log.warn({ err }, 'event stream sessions could not be checked');
      } finally {
        checking = false;
      }
    };
    const timer = setInterval(() => void check(), STREAM_CHECK_MS);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      for (const entries of [...bySession.values()]) end(entries);
    });
  },
  { name: 'event-streams' },
);
