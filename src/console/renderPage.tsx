import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { safeStyles, type RenderInput, type RenderPage, type RenderedPage } from '../shared/rules/serverRender';
import { listPageAt } from '../shared/rules/entityPath';
import { appRoutes } from './app/routes';
import { createQueryClient } from './api/queryClient';
import { sessionQuery, type Session } from './api/sessionQuery';
import { consoleRegistry } from './engine/registry';
import { prefetchList } from './engine/prefetchList';
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

async function renderOne({ url, cookie, answers }: RenderInput): Promise<RenderedPage | null> {
  const address = new URL(url);
  setServerPage({ url: address, cookie, answers });
  const queryClient = createQueryClient();
  try {
    // A list is the one page rendered on the server so far: its first answers hold all it shows.
    const decl = listPageAt(consoleRegistry, address.pathname);
    if (!decl) return null;
    // The router loads the address's screens and runs its loaders, as the browser's does (main.tsx).
    const context = await handler.query(new Request(address, { headers: { cookie } }));
    // A redirect (no session) or a route that failed: the browser handles it.
    if (context instanceof Response || context.errors) return null;
    // As the browser's cold load fills its client before the first render (main.tsx, engine/preloadEntity.ts).
    await queryClient.prefetchQuery(sessionQuery);
    await prefetchList(decl, address.search, queryClient);
    if (!complete(queryClient)) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    // The same tree as main.tsx renders; the console's own client (QueryRoot.tsx) steps aside for this one.
    // antd writes the theme's CSS variables at run time; on the server they go into this cache
    // (its component rules are in the static stylesheet: zero-runtime mode, app/ConsoleLayout.tsx).
    const session = queryClient.getQueryData<Session>(sessionQuery.queryKey);
    if (!session) return null;
    const styles = stylesOf(scopeOf(session, savedWebsiteId()).theme);
    const page = (
      <StrictMode>
        <StyleProvider cache={styles}>
          <QueryClientProvider client={queryClient}>
            {/* No hydration data: the browser's router runs the same loaders before it hydrates (main.tsx). */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
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
