import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { installSession } from './app/session';
import { preloadRoute } from './app/preloadRoute';
import { appRoutes } from './app/routes';
import { sessionQuery } from './api/clientData';
import { isSignedIn } from './state/cookieJar';

const queryClient = createQueryClient();
const router = createAppRouter();
installSession(router, queryClient);

// A signed-in cold load asks for the session and the route's screens at once, before React renders:
// otherwise the session waits for the layout's chunk and the screen's chunk for the session.
if (isSignedIn()) {
  void queryClient.prefetchQuery(sessionQuery);
  preloadRoute(appRoutes, window.location.pathname);
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
