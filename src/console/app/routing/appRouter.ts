import type { Location } from 'react-router-dom';
import { guardHistory, type GuardedHistory, type History } from './guardedHistory';

/**
 * The console's router: a guarded history and the routes' view of it (RouterView renders it).
 * Code outside React (the session's 401 handler, tests) reads `state.location` and calls
 * `navigate`, whose promise settles once the history has moved (or the guard has held the
 * change), before the new page renders: as the data router's navigate.
 */
export interface AppRouter {
  readonly history: GuardedHistory;
  readonly state: { readonly location: Location };
  navigate(to: string | number, options?: { replace?: boolean }): Promise<void>;
}

export function createAppRouter(inner: History): AppRouter {
  const history = guardHistory(inner);
  return {
    history,
    state: {
      get location() {
        return history.location;
      },
    },
    navigate(to, options) {
      if (typeof to === 'number') history.go(to);
      else if (options?.replace) history.replace(to);
      else history.push(to);
      return Promise.resolve();
    },
  };
}
