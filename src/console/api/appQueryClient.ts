import { hydrate } from '@tanstack/react-query';
import { queryKeys } from './keys';
import { takeServedAnswers } from './servedAnswers';
import { createQueryClient } from './queryClient';
import { takeBootSession } from './bootSession';

/**
 * The console's one QueryClient. It lives in its own chunk, loaded by the first screen that needs
 * server state (QueryRoot.tsx), so the sign-in route stays without the query library. A session
 * already asked for at start-up (bootSession.ts) becomes its first cached answer.
 */
export const appQueryClient = createQueryClient();

// A page the server rendered starts with the answers it was drawn from, so the route's loaders and
// screens find them in the cache and ask again only once they are stale (queryClient.ts). Here and
// not in a HydrationBoundary: the loaders run before any component does.
const served = takeServedAnswers();
try {
  if (served) hydrate(appQueryClient, served);
} catch {
  // Answers the client cannot take are none: the screens ask the network.
}

const booting = takeBootSession();
if (booting) void appQueryClient.prefetchQuery({ queryKey: queryKeys.session, queryFn: () => booting });
