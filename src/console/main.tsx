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

/** How long a cold load's first render waits for its screens' code before it shows a loading screen. */
const FIRST_RENDER_WAIT_MS = 1000;

// The declarative router on a guarded history: the data router would add ~17 kB to every route.
const router = createAppRouter(UNSAFE_createBrowserHistory({ v5Compat: true }));
// The client is in its own chunk (QueryRoot.tsx); a 401 can only come once it has loaded.
installSession(router, () => void import('./api/appQueryClient').then((m) => m.appQueryClient.clear()));

// A signed-in cold load asks for the session and the route's screens at once, before React renders:
// otherwise the session waits for the layout's chunk and the screen's chunk for the session.
const signedIn = isSignedIn();
if (signedIn) startBootSession();
const screens = preloadRoute(appRoutes, window.location.pathname, signedIn);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The first render waits (a little) for the address's screens: rendered before them, it would show
// a loading screen, and React holds back what replaces a fallback until 300 ms after it showed.
void Promise.race([screens, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <RouterView router={router} routes={appRoutes} />
    </StrictMode>,
  ),
);
