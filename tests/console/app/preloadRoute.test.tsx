import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../../src/console/common/lazyScreen';
import { preloadRoute } from '../../../src/console/app/preloadRoute';
import { RequireAuth } from '../../../src/console/app/RequireAuth';

/** Lazy screens whose chunk loads are counted, in a route tree shaped like the console's. */
function tree() {
  const loads = { layout: vi.fn(), list: vi.fn(), login: vi.fn() };
  const screen = (name: keyof typeof loads) =>
    lazyScreen(async () => {
      loads[name]();
      return { Screen: () => null };
    }, 'Screen');
  const Layout = screen('layout');
  const List = screen('list');
  const Login = screen('login');
  const routes: RouteObject[] = [
    { path: 'login', element: <Login /> },
    { element: <RequireAuth />, children: [{ element: <Layout />, children: [{ path: 'make/entities/:kind/*', element: <List /> }] }] },
  ];
  return { loads, routes, List };
}

describe('preloadRoute: the chunks of a cold load start together', () => {
  it.each([
    ['a list address loads the layout and the list, not the sign-in screen', '/make/entities/programs', ['layout', 'list']],
    ['the sign-in address loads only the sign-in screen', '/login', ['login']],
    ['an address no route matches loads nothing', '/nowhere', []],
  ])('%s', async (_sentence, path, expected) => {
    const { loads, routes } = tree();
    void preloadRoute(routes, path);
    await Promise.resolve();
    const loaded = Object.entries(loads)
      .filter(([, fn]) => fn.mock.calls.length > 0)
      .map(([name]) => name);
    expect(loaded).toEqual(expected);
  });

  it('signed out, a signed-in address loads the sign-in screen it will show instead', async () => {
    const { loads, routes } = tree();
    void preloadRoute(routes, '/make/entities/programs', false);
    await Promise.resolve();
    expect([loads.login.mock.calls.length, loads.layout.mock.calls.length, loads.list.mock.calls.length]).toEqual([1, 0, 0]);
  });

  it('settles once every chunk of the address is in, a failed one included', async () => {
    let arrive: () => void = () => undefined;
    const Slow = lazyScreen(
      () => new Promise<{ Screen: () => null }>((resolve) => (arrive = () => resolve({ Screen: () => null }))),
      'Screen',
    );
    const Broken = lazyScreen<{ Screen: () => null }, 'Screen'>(() => Promise.reject(new Error('offline')), 'Screen');
    const routes: RouteObject[] = [{ element: <Broken />, children: [{ path: 'x', element: <Slow /> }] }];
    let settled = false;
    const all = preloadRoute(routes, '/x').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    arrive();
    await all;
    expect(settled).toBe(true);
  });

  it('tells a screen the address it will show, so it can ask early for what that needs', async () => {
    const preloadFor = vi.fn();
    // The screen's chunk never arrives: what the address needs is asked for without waiting for it.
    const List = lazyScreen(
      () => new Promise<{ Screen: () => null }>(() => undefined),
      'Screen',
      async () => ({ preloadFor }),
    );
    const routes: RouteObject[] = [{ path: 'make/entities/:kind/*', element: <List /> }];
    void preloadRoute(routes, '/make/entities/programs/12/edit');
    await vi.waitFor(() => expect(preloadFor).toHaveBeenCalledWith('/make/entities/programs/12/edit'));
  });

  it('downloads a chunk once, whether preloaded, rendered, or both', async () => {
    const { loads, routes, List } = tree();
    void preloadRoute(routes, '/make/entities/programs');
    void preloadRoute(routes, '/make/entities/programs');
    await (List as unknown as { preload(): Promise<unknown> }).preload();
    expect(loads.list).toHaveBeenCalledTimes(1);
  });
});
