/**
 * react-router's browser and memory histories, which its declarative mode runs on and exports only
 * as UNSAFE_ (src/console/app/routes.tsx builds the router on them). The data router
 * (createBrowserRouter) would own its history instead; until then the coupling is here, with
 * react-router-dom pinned with `~` (package.json) and checked in tests/unit/console/vendor/contract.test.ts.
 */
import type { UNSAFE_createBrowserHistory } from 'react-router-dom';

export { UNSAFE_createBrowserHistory as createBrowserHistory, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';

/** What react-router's browser and memory histories both are. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
