import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { installSession } from './app/session';
import { appRoutes } from './app/routes';
import { startBootSession } from './api/bootSession';
import { browserApi } from './api/client';
import { isSignedIn } from './state/cookieJar';
import { pageHasAnswers } from './api/servedAnswers';
import { holdClicks } from './app/heldClicks';
import { SERVER_RENDERED_ATTRIBUTE } from '../shared/rules/serverRender';

/** How long a cold load's first render waits for its screens' code before it shows a loading screen. */
const FIRST_RENDER_WAIT_MS = 1000;

// A signed-in cold load asks for the session at once, while the router loads the address's
// screens and data (routes.tsx: lazy routes and loaders, all started together), unless the page
// came with it (api/servedAnswers.ts).
if (isSignedIn() && !pageHasAnswers()) startBootSession(browserApi);
const router = createBrowserRouter(appRoutes);
// The client is in its own chunk (QueryRoot.tsx); a 401 can only come once it has loaded.
installSession(router, () => void import('./api/appQueryClient').then((m) => m.appQueryClient.clear()));

/** Settles once the router has loaded what the first address shows (its lazy routes and loaders). */
const initialized = (data: DataRouter) =>
  new Promise<void>((resolve) => {
    if (data.state.initialized) return resolve();
    const stop = data.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
/** Calls `done` once, after the first commit of what it wraps: for a hydration, once React has taken the page over. */
function AfterFirstCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

// A page the server rendered (renderPage.tsx) is already drawn: React takes it over as it is, once
// the same screens and answers are in, rather than drawing it again; clicks until then are held.
// Otherwise the first render waits (a little) for them: rendered before, it would show the loading
// screen (the routes' HydrateFallback) first.
if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  const clicks = holdClicks(root);
  // Once React has taken the page over, the mark goes (what tests and scripts may wait for) and
  // held clicks are carried out. Nothing in it waits for its code then: the router has loaded the
  // address's screens, engines and data before hydrating (app/routing/routeLoaders.ts). In a task
  // of their own, after React's commit: a part React has yet to hydrate is hydrated at once by a
  // click outside React's work, while one dispatched from an effect is dropped.
  const takenOver = () =>
    void setTimeout(() => {
      root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
      clicks.release();
    });
  void initialized(router).then(() => hydrateRoot(root, <AfterFirstCommit done={takenOver}>{app}</AfterFirstCommit>));
} else
  void Promise.race([initialized(router), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(() =>
    createRoot(root).render(app),
  );
