import { sessionQuery } from './sessionQuery';
import { createQueryClient } from './queryClient';
import { takeBootSession } from './bootSession';

/**
 * The console's one QueryClient. It lives in its own chunk, loaded by the first screen that needs
 * server state (QueryRoot.tsx), so the sign-in route stays without the query library. A session
 * already asked for at start-up (bootSession.ts) becomes its first cached answer.
 */
export const appQueryClient = createQueryClient();

const booting = takeBootSession();
if (booting) void appQueryClient.prefetchQuery({ ...sessionQuery, queryFn: () => booting });
