import { StrictMode, type ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
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

/**
 * React's streaming render, sent on only once all of it is in (`onAllReady`): a lazy part not
 * loaded yet (a screen's own pieces, the first time) is waited for, so the markup is final, with no
 * boundary left for a script to fill, and reads the same with scripts off. Any script React writes
 * still carries the page's nonce, which its Content-Security-Policy names (server/plugins/security.ts).
 */
function renderAll(page: ReactNode, nonce?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(page, {
      nonce,
      // Every part in its place: React otherwise sends a large part after its fallback, to be
      // moved in by a script, so that a slow network paints sooner; here all of it is in already.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: () => undefined,
    });
  });
}

/** The page drawn from the answers its loaders put into `queryClient`, or null where the browser must draw it. */
async function draw(
  handlerContext: StaticHandlerContext,
  api: ApiClient,
  queryClient: QueryClient,
  nonce?: string,
): Promise<DrawnPage | null> {
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
  const html = await renderAll(page, nonce);
  // A part that failed: the browser draws the page itself, as it would without a server render.
  return html.includes(CLIENT_RENDERED) ? null : { html, head: safeStyles(extractStyle(styles, { types: ['token', 'cssVar'] })) };
}

async function renderOne({ url, cookie, answers, nonce }: RenderInput): Promise<RenderedPage> {
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
    const page = await draw(context, api, queryClient, nonce);
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
