import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserHistory } from './vendor/routerHistory';
import { createAppRouter } from './app/routing/appRouter';
import { RouterView } from './app/routing/RouterView';
import { installSession } from './app/session';
import { preloadRoute } from './app/preloadRoute';
import { appRoutes } from './app/routes';
import { startBootSession } from './api/bootSession';
import { isSignedIn } from './state/cookieJar';
import { holdClicks } from './app/heldClicks';
import { SERVER_RENDERED_ATTRIBUTE } from '../shared/rules/serverRender';

/** How long a cold load's first render waits for its screens' code before it shows a loading screen. */
const FIRST_RENDER_WAIT_MS = 1000;

// The declarative router on a guarded history: the data router would add ~17 kB to every route.
const router = createAppRouter(createBrowserHistory({ v5Compat: true }));
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
const app = (
  <StrictMode>
    <RouterView router={router} routes={appRoutes} />
  </StrictMode>
);
/** Calls `done` once, after the first commit of what it wraps: for a hydration, once React has taken the page over. */
function AfterFirstCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

// A page the server rendered (renderPage.tsx) is already drawn: React takes it over as it is, once
// the same screens and answers are in, rather than drawing it again; clicks until then are held.
if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  const clicks = holdClicks(root);
  void screens.then(() => hydrateRoot(root, <AfterFirstCommit done={clicks.release}>{app}</AfterFirstCommit>));
} else
  void Promise.race([screens, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(() =>
    createRoot(root).render(app),
  );
