import { createContext, startTransition, useLayoutEffect, useState } from 'react';
import { Router, useRoutes, type RouteObject } from 'react-router-dom';
import type { AppRouter } from './appRouter';
import type { GuardedHistory } from './guardedHistory';

/** The history of the router around a component: the leave-page guard blocks through it. */
export const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * react-router's declarative router on the console's guarded history (what its BrowserRouter
 * does with a plain one). Location changes render in a transition, as there, so a lazy screen
 * keeps the old page up while its chunk loads.
 */
export function RouterView({ router, routes }: { router: AppRouter; routes: RouteObject[] }) {
  const { history } = router;
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <GuardedHistoryContext.Provider value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        <Routes routes={routes} />
      </Router>
    </GuardedHistoryContext.Provider>
  );
}
