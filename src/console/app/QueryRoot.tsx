import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from '../api/appQueryClient';

/**
 * Server state for the routes below: the console's QueryClient, unless whoever renders the app
 * already gives one (the console tests give each test its own). A lazy route element, so the
 * sign-in page, which has no server state to cache, downloads neither the client nor the library.
 */
export function QueryRoot() {
  const given = useContext(QueryClientContext);
  if (given) return <Outlet />;
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
