import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { safeStyles, type DrawnPage, type RenderInput, type RenderPage, type RenderedPage } from '../shared/rules/serverRender';
import { listPageAt } from '../shared/rules/entityPath';
import { appRoutes, drawnOnServer } from './app/routes';
import { createQueryClient } from './api/queryClient';
import { sessionQuery, type Session } from './api/sessionQuery';
import { queryKeys } from './api/keys';
import { createApiClient, type ApiClient } from './api/client';
import { ApiContext } from './api/ApiContext';
import { answersTransport } from './api/answersTransport';
import { routeContext } from './app/routing/routeContext';
import { consoleRegistry } from './engine/registry';
import { setServerPage } from './state/serverPage';
import { savedWebsiteId } from './state/websiteStore';
import { scopeOf } from './common/scope';

/** React's mark of a part it could not render on the server (suspended or failed): the browser renders it. */
const CLIENT_RENDERED = '<!--$!-->';

/** How many themes keep their style cache between renders (a client's websites each may have one). */
const THEMES_KEPT = 32;
const styleCaches = new Map<string, ReturnType<typeof createCache>>();

/**
 * antd's style cache for a theme (common/scope.ts `theme`): antd derives the theme's tokens and CSS
 * variables into it once, not on every render (≈ 6 ms of each). One per theme, as what the page's
 * head carries is everything in it (extractStyle below). Least recently used goes first.
 */
function stylesOf(theme: unknown) {
  const key = JSON.stringify(theme);
  const cache = styleCaches.get(key) ?? createCache();
  styleCaches.delete(key);
  styleCaches.set(key, cache);
  if (styleCaches.size > THEMES_KEPT) styleCaches.delete(styleCaches.keys().next().value!);
  return cache;
}

/** Everything the page asked for came from its first answers: nothing is missing or failed. */
const complete = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === 'success');

/** The routes as the router's static handler runs them: their lazy parts load once, for every render. */
const handler = createStaticHandler(appRoutes);

/** The page drawn from the answers its loaders put into `queryClient`, or null where the browser must draw it. */
async function draw(handlerContext: StaticHandlerContext, api: ApiClient, queryClient: QueryClient): Promise<DrawnPage | null> {
  const router = createStaticRouter(handler.dataRoutes, handlerContext);
  const session = queryClient.getQueryData<Session>(queryKeys.session);
  if (!session) return null;
  // antd writes the theme's CSS variables at run time; on the server they go into this cache
  // (its component rules are in the static stylesheet: zero-runtime mode, app/ConsoleLayout.tsx).
  const styles = stylesOf(scopeOf(session, savedWebsiteId()).theme);
  // The same tree as main.tsx renders; the console's own client (QueryRoot.tsx) steps aside for this one.
  const page = (
    <StrictMode>
      <StyleProvider cache={styles}>
        <ApiContext value={api}>
          <QueryClientProvider client={queryClient}>
            {/* No router data: the browser's router runs the same loaders, on the same answers, before it hydrates (main.tsx). */}
            <StaticRouterProvider router={router} context={handlerContext} hydrate={false} />
          </QueryClientProvider>
        </ApiContext>
      </StyleProvider>
    </StrictMode>
  );
  let html = renderToString(page);
  if (html.includes(CLIENT_RENDERED)) {
    // Some lazy part was not in yet (a screen's own lazy pieces, first time only): a prerender
    // waits for all of them, then the page renders at once. Its own markup is not used: it
    // completes late parts with inline scripts, which the console's CSP refuses.
    (await prerenderToNodeStream(page, { onError: () => undefined })).prelude.resume();
    html = renderToString(page);
  }
  // Still suspended or failed: the browser draws the page itself, as it would without a server render.
  return html.includes(CLIENT_RENDERED) ? null : { html, head: safeStyles(extractStyle(styles, { types: ['token', 'cssVar'] })) };
}

async function renderOne({ url, cookie, answers }: RenderInput): Promise<RenderedPage> {
  const address = new URL(url);
  setServerPage({ cookie });
  // The page's first answers are all this render has: the client it gives the loaders and screens
  // calls nothing (api/answersTransport.ts), and fills the cache with the browser's own queries.
  const api = createApiClient({ transport: answersTransport(answers), location: () => address });
  const queryClient = createQueryClient();
  try {
    // As in the browser: the entry asks for the session (api/bootSession.ts), the router's
    // loaders for what the address shows (app/routing/routeLoaders.ts).
    await queryClient.prefetchQuery(sessionQuery(api));
    const context = await handler.query(new Request(address, { headers: { cookie } }), {
      requestContext: routeContext({ api, queryClient }),
    });
    // What the browser's cache starts with (api/servedAnswers.ts): only what was answered.
    const state = dehydrate(queryClient);
    // A redirect (no session) or a route that failed: the browser handles it. A list is the one
    // page drawn on the server so far, once its first answers hold all it shows.
    if (context instanceof Response || context.errors) return { state };
    const drawn = listPageAt(consoleRegistry, address.pathname) && drawnOnServer(context.matches) && complete(queryClient);
    if (!drawn) return { state };
    const page = await draw(context, api, queryClient);
    return page ? { state, drawn: page } : { state };
  } finally {
    queryClient.clear();
    setServerPage(null);
  }
}

/**
 * Loads the code of a list page (layout, list engine) ahead of the first visitor, whose render
 * would otherwise wait for it (server/consolePage/renderer.ts calls it once, at start).
 */
export async function warmUp(): Promise<void> {
  const decl = consoleRegistry.all().find((d) => d.endpoints.list && !d.singleton);
  if (!decl) return;
  const path = consoleRegistry.pathOf(decl.kind);
  const matches = matchRoutes(handler.dataRoutes, path) ?? [];
  // Their code only (the routes' and the list engine's): the loaders need a visitor.
  await Promise.all([
    ...matches.flatMap(({ route }) => (typeof route.lazy === 'function' ? [route.lazy()] : [])),
    import('./engine/EntityRoute').then((m) => m.EntityRoute.preloadAt(path)),
  ]);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The markup of a signed-in page's first render, drawn from its first answers (shared/rules/serverRender.ts).
 * One page at a time: while it renders, the console's browser reads answer with this visitor's
 * address and cookies (state/serverPage.ts), so two renders must never overlap.
 */
export const renderPage: RenderPage = (input) => {
  // A page that has stopped waiting (server/consolePage/renderer.ts) costs no render.
  const run = queue.then(() => (input.deadline !== undefined && Date.now() > input.deadline ? null : renderOne(input)));
  queue = run.catch(() => undefined);
  return run;
};
