import type { ApiClient } from './client';
import { sessionQuery, type Session } from './sessionQuery';

let pending: Promise<Session> | undefined;

/**
 * A signed-in cold load asks for the session from the entry chunk, before React renders and before
 * the server-state library has loaded: the sign-in route does not carry that library, so the
 * console's QueryClient (appQueryClient.ts) is created later, with the console's first screen, and
 * adopts this answer instead of asking again.
 */
export function startBootSession(api: ApiClient): void {
  pending = sessionQuery(api).queryFn({ signal: new AbortController().signal });
  // Whoever adopts it reports a failure; until then it must not count as unhandled.
  pending.catch(() => undefined);
}

/** The session asked for at start-up, once: the first caller adopts it. */
export function takeBootSession(): Promise<Session> | undefined {
  const taken = pending;
  pending = undefined;
  return taken;
}
