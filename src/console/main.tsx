import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { createAppRouter } from './app/routing/appRouter';
import { RouterView } from './app/routing/RouterView';
import { installSession } from './app/session';
import { preloadRoute } from './app/preloadRoute';
import { appRoutes } from './app/routes';
import { startBootSession } from './api/bootSession';
import { isSignedIn } from './state/cookieJar';

// The declarative router on a guarded history: the data router would add ~17 kB to every route.
const router = createAppRouter(UNSAFE_createBrowserHistory({ v5Compat: true }));
// The client is in its own chunk (QueryRoot.tsx); a 401 can only come once it has loaded.
installSession(router, () => void import('./api/appQueryClient').then((m) => m.appQueryClient.clear()));

// A signed-in cold load asks for the session and the route's screens at once, before React renders:
// otherwise the session waits for the layout's chunk and the screen's chunk for the session.
if (isSignedIn()) {
  startBootSession();
  preloadRoute(appRoutes, window.location.pathname);
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterView router={router} routes={appRoutes} />
  </StrictMode>,
);
