import { createContext as createRouterContext, RouterContextProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { browserApi, type ApiClient } from '../../api/client';

/**
 * What the routes' loaders (routeLoaders.ts) fetch with, through react-router's own context: the
 * API client and the query cache to fill. The browser's router gives nothing, so loaders use the
 * browser's client and the console's cache (api/appQueryClient.ts, loaded when first needed); a
 * server render (renderPage.tsx) and a test give their own.
 */
export interface RouteDeps {
  api: ApiClient;
  queryClient?: QueryClient;
}

const routeDeps = createRouterContext<RouteDeps>({ api: browserApi });

/** The router context that hands `deps` to every loader (`requestContext` of the static handler, `getContext` of a router). */
export function routeContext(deps: RouteDeps): RouterContextProvider {
  return new RouterContextProvider(new Map([[routeDeps, deps]]));
}

/** A loader's dependencies, from the `context` react-router passes it. */
export function depsOf(context: unknown): RouteDeps {
  return context instanceof RouterContextProvider ? context.get(routeDeps) : { api: browserApi };
}
