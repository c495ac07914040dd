import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { installSession } from './app/session';

const queryClient = createQueryClient();
const router = createAppRouter();
installSession(router, queryClient);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
