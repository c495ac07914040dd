// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadEntityPage, loadKindData, onlyForAnotherPage, requireSignIn } from '../../../src/console/app/routing/routeLoaders';
import { QueryClient } from '@tanstack/react-query';
import { resetConsoleState, signIn } from '../harness';
import { browserApi, createApiClient } from '../../../src/console/api/client';
import { routeContext, type RouteDeps } from '../../../src/console/app/routing/routeContext';

const preloadFor = vi.fn<(pathname: string, search: string, deps: RouteDeps) => Promise<unknown>>();
const preloadAt = vi.fn<(pathname: string) => Promise<unknown> | undefined>();
vi.mock('../../../src/console/engine/preloadEntity', () => ({
  preloadFor: (p: string, s: string, d: RouteDeps) => preloadFor(p, s, d),
}));
vi.mock('../../../src/console/engine/EntityRoute', () => ({ EntityRoute: { preloadAt: (p: string) => preloadAt(p) } }));

const at = (url: string) =>
  ({ request: new Request(`http://console.test${url}`), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

afterEach(() => {
  resetConsoleState();
  preloadFor.mockReset();
  preloadAt.mockReset();
});

describe('requireSignIn: the loader above every signed-in route', () => {
  it.each([
    [
      'a signed-out visitor of a list goes to sign-in, which brings them back there',
      '/make/entities/programs?page=2',
      '/login?next=%2Fmake%2Fentities%2Fprograms%3Fpage%3D2',
    ],
    ['a signed-out visitor of the landing goes to plain sign-in', '/', '/login'],
  ])('%s', (_sentence, url, login) => {
    const answer = requireSignIn(at(url));
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toBe(login);
  });

  it('lets a signed-in visitor through', () => {
    signIn();
    expect(requireSignIn(at('/make/entities/programs'))).toBeNull();
  });

  it('clears what is left of the credentials of a signed-out visitor', () => {
    document.cookie = 'dev_activeWebsiteId=3; path=/';
    requireSignIn(at('/make/entities/programs'));
    expect(document.cookie).not.toContain('dev_activeWebsiteId=3');
  });
});

describe("the loaders of a kind's routes", () => {
  it("start the address's data and engine together, and settle once both are in", async () => {
    let arrive: () => void = () => undefined;
    preloadFor.mockReturnValue(new Promise<void>((resolve) => (arrive = resolve)));
    preloadAt.mockReturnValue(Promise.resolve());
    let settled = false;
    const loading = loadEntityPage(at('/make/entities/programs/3/edit')).then(() => (settled = true));
    await vi.waitFor(() => expect(preloadAt).toHaveBeenCalledWith('/make/entities/programs/3/edit'));
    expect(preloadFor.mock.calls[0]![0]).toBe('/make/entities/programs/3/edit');
    expect(settled).toBe(false);
    arrive();
    await loading;
    expect(settled).toBe(true);
  });

  it.each([
    ["the declarations fail: the page's screen asks again and reports it", () => preloadFor.mockRejectedValue(new Error('offline'))],
    ["the engine's chunk fails: the page's screen asks again and reports it", () => preloadAt.mockRejectedValue(new Error('offline'))],
  ])('%s, so the route still opens', async (_sentence, fail) => {
    preloadFor.mockResolvedValue(undefined);
    preloadAt.mockResolvedValue(undefined);
    fail();
    await expect(loadEntityPage(at('/make/entities/programs'))).resolves.toBeNull();
  });

  it('a screen that draws its own pages (the form builder) loads only the data', async () => {
    preloadFor.mockResolvedValue(undefined);
    await expect(loadKindData(at('/make/dynamic/forms/new'))).resolves.toBeNull();
    expect(preloadFor.mock.calls[0]![0]).toBe('/make/dynamic/forms/new');
    expect(preloadAt).not.toHaveBeenCalled();
  });

  it("fetch with the API client and cache the router's context gives them (a server render's), else the browser's", async () => {
    preloadFor.mockResolvedValue(undefined);
    const deps = { api: createApiClient({ transport: () => Promise.reject(new TypeError('none')) }), queryClient: new QueryClient() };
    await loadKindData({ ...at('/make/entities/programs?page=2'), context: routeContext(deps) });
    expect(preloadFor).toHaveBeenLastCalledWith('/make/entities/programs', '?page=2', deps);
    await loadKindData(at('/make/entities/programs'));
    expect(preloadFor).toHaveBeenLastCalledWith('/make/entities/programs', '', { api: browserApi });
  });
});

describe("onlyForAnotherPage: when a kind's loaders run again", () => {
  const url = (path: string) => new URL(`http://console.test${path}`);
  it.each([
    ['another page of the list (paging) does not', '/make/entities/zones', '/make/entities/zones?page=2', true, false],
    ['another sort or filter does not', '/make/entities/zones?page=2', '/make/entities/zones?sort=name&order=asc', true, false],
    ['a record of the kind does', '/make/entities/zones', '/make/entities/zones/4/edit', true, true],
    ['another kind does', '/make/entities/zones', '/make/entities/agenda', true, true],
    ['nothing the router would not run again anyway', '/make/entities/zones', '/make/entities/agenda', false, false],
  ])('%s', (_sentence, from, to, byDefault, again) => {
    const args = { currentUrl: url(from), nextUrl: url(to), currentParams: {}, nextParams: {}, defaultShouldRevalidate: byDefault };
    expect(onlyForAnotherPage(args)).toBe(again);
  });
});
