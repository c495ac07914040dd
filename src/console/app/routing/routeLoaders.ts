import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { loginPathFor } from '../../rules/returnTo';
import { clearReadableCookies, isSignedIn } from '../../state/cookieJar';
import { depsOf } from './routeContext';

/**
 * docs/product.md §2/§4: any non-public route without stored credentials goes to /login, remembering
 * where the user was going; missing credentials also clear what is left of them. A loader, so the
 * router redirects before it loads any signed-in screen.
 */
export function requireSignIn({ request }: LoaderFunctionArgs): Response | null {
  if (isSignedIn()) return null;
  clearReadableCookies();
  const { pathname, search, hash } = new URL(request.url);
  return redirect(loginPathFor(pathname + search + hash));
}

/**
 * What a declared kind's address shows, started with the screen's code: the declarations of the
 * kinds it shows and, at the address the browser is on, a list's first page (engine/preloadEntity.ts,
 * its own small chunk). A server-drawn page is hydrated only once all of it is in, otherwise React
 * throws the drawn page away and draws it again. A failure is left for the screen, which asks
 * again and reports it.
 */
export async function loadKindData({ request, context }: LoaderFunctionArgs): Promise<null> {
  const { pathname, search } = new URL(request.url);
  await import('../../engine/preloadEntity').then((m) => m.preloadFor(pathname, search, depsOf(context))).catch(() => undefined);
  return null;
}

/** A kind's page (engine/EntityRoute.tsx): its data, and the engine it draws with (`EntityRoute.preloadAt`). */
export async function loadEntityPage(args: LoaderFunctionArgs): Promise<null> {
  const { pathname } = new URL(args.request.url);
  const engine = import('../../engine/EntityRoute').then((m) => m.EntityRoute.preloadAt(pathname)).catch(() => undefined);
  await Promise.all([loadKindData(args), engine]);
  return null;
}

/**
 * A kind's loaders run again only for another page, not for a list's paging, sorting or filters
 * (a change of query only), which react-router would otherwise wait on: the screen already asks
 * for its rows itself, and the loader would ask again for the rows of the page being left.
 */
export function onlyForAnotherPage({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}
