import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { createMemoryRouter, RouterProvider, type DataRouter, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { appRoutes } from '../../src/console/app/routes';
import { installSession } from '../../src/console/app/session';
import { createQueryClient } from '../../src/console/api/queryClient';
import { consoleRegistry } from '../../src/console/engine/registry';
import { RegistryContext } from '../../src/console/engine/RegistryContext';
import type { Registry } from '../../src/shared/registry';
import { useAreaStore } from '../../src/console/state/areaStore';
import { useConfirmStore } from '../../src/console/state/confirmStore';
import { useDirtyStore } from '../../src/console/state/dirtyStore';
import { useFlashStore } from '../../src/console/state/flashStore';
import { useWebsiteStore } from '../../src/console/state/websiteStore';
import { client, demoWebsites } from './fixtures';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export type Reply = { status?: number; body?: unknown };
export type Handler = (call: Call) => Reply | Promise<Reply>;

/**
 * A fake server behind global fetch: handlers keyed 'METHOD /path' (no query). Unknown calls
 * answer 404 so a missing handler shows up as a visible error rather than a hang.
 */
export function fakeApi(handlers: Record<string, Handler | Reply>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, window.location.origin);
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const reply: Reply =
      handler === undefined
        ? { status: 404, body: { error: { message: `no fake for ${call.method} ${call.path}` } } }
        : typeof handler === 'function'
          ? await handler(call)
          : handler;
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** What the fake server keeps for the signed-in user (PUT /api/client/preferences), until resetConsoleState. */
const keptPreferences = new Map<string, string>();

/**
 * The usual signed-in server: me, client, the four demo websites, logout, the user's preferences. The session call answers
 * what the me, client and websites fakes answer (a test overrides those), or the first failure.
 */
export function consoleApi(overrides: Record<string, Handler | Reply> = {}): Call[] {
  const handlers: Record<string, Handler | Reply> = {
    'GET /api/cms/auth/me': { body: { data: { user_id: 7, email: 'owner@example.com', name: 'Olivia Owner', client_id: 1 } } },
    'GET /api/client/': { body: { data: client() } },
    'GET /api/client/websites': { body: { data: demoWebsites() } },
    'POST /api/cms/auth/logout': { body: { data: { ok: true } } },
    'PUT /api/client/preferences': (call) => {
      const { key, value } = call.body as { key: string; value: string | null };
      if (value) keptPreferences.set(key, value);
      else keptPreferences.delete(key);
      return { body: { data: { key, value } } };
    },
    ...overrides,
  };
  const part = async (key: string, call: Call): Promise<Reply> => {
    const handler = handlers[key];
    if (handler === undefined) return { status: 404, body: { error: { message: `no fake for ${key}` } } };
    return typeof handler === 'function' ? handler(call) : handler;
  };
  return fakeApi({
    'GET /api/client/session': async (call) => {
      const [user, client, websites] = await Promise.all(
        ['GET /api/cms/auth/me', 'GET /api/client/', 'GET /api/client/websites'].map((k) => part(k, call)),
      );
      const failed = [user, client, websites].find((r) => (r?.status ?? 200) >= 400);
      if (failed) return failed;
      const data = (r: Reply | undefined) => (r?.body as { data: unknown } | undefined)?.data;
      const preferences = Object.fromEntries(keptPreferences);
      return { body: { data: { user: data(user), client: data(client), websites: data(websites), preferences } } };
    },
    ...handlers,
  });
}

export function signIn(): void {
  document.cookie = 'dev_userId=7; path=/';
}

/** Resets cookies, stores and storage between tests (modules keep their state across tests of a file). */
export function resetConsoleState(): void {
  for (const name of document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter(Boolean)) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  window.localStorage.clear();
  keptPreferences.clear();
  useAreaStore.setState({ area: 0, tabId: '2' });
  useWebsiteStore.setState({ activeWebsiteId: null });
  useDirtyStore.setState({ dirty: false });
  useFlashStore.setState({ messages: [] });
  useConfirmStore.setState({ request: null, last: null });
}

/**
 * antd's generated CSS goes into this detached element instead of the document: jsdom's
 * getComputedStyle (behind every role query) slows to seconds with thousands of antd rules.
 */
export const antdStyles = document.createElement('div');

/** Wraps a tree as the console tests run it: antd CSS out of the document, no click wave. */
export function withTestStyles(children: ReactNode): ReactNode {
  return (
    // No click wave: it measures computed styles, which is slow under jsdom and shows nothing there.
    <StyleProvider container={antdStyles}>
      <ConfigProvider wave={{ disabled: true }}>{children}</ConfigProvider>
    </StyleProvider>
  );
}

/** The data router on an in-memory history that starts at `path`. */
export function memoryRouter(path: string, routes: RouteObject[]): DataRouter {
  return createMemoryRouter(routes, { initialEntries: [path] });
}

export function renderConsole(
  path: string,
  routes: RouteObject[] = appRoutes,
  registry: Registry = consoleRegistry,
): RenderResult & { router: DataRouter } {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  const router = memoryRouter(path, routes);
  installSession(router, () => queryClient.clear());
  const result = render(
    withTestStyles(
      <RegistryContext.Provider value={registry}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </RegistryContext.Provider>,
    ),
  );
  return { ...result, router };
}

export const where = (router: { state: { location: { pathname: string; search: string } } }): string =>
  router.state.location.pathname + router.state.location.search;

/** Loads the lazy console chunks once, so the first test of a file does not spend its wait on module loading. */
export async function preloadConsole(): Promise<void> {
  await Promise.all([
    import('../../src/console/app/ConsoleLayout'),
    import('../../src/console/app/chrome/MobileMenu'),
    import('../../src/console/app/feedback/ConfirmModal'),
    import('../../src/console/app/feedback/LeaveModal'),
    import('../../src/console/app/feedback/FlashMessages'),
    import('../../src/console/screens/home/HomeScreen'),
    import('../../src/console/screens/settings/SettingsScreen'),
    import('../../src/console/engine/EntityRoute'),
    import('../../src/console/common/InvalidRouteScreen'),
    import('../../src/console/screens/login/LoginScreen'),
  ]);
}
