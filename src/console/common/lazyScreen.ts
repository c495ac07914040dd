import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazy screen that can start loading its chunk, and what it shows at an address, before it renders (app/preloadRoute.ts). */
export type LazyScreen<P extends object = object> = ComponentType<P> & { preload(pathname?: string): Promise<unknown> };

/** What a screen component may carry: the loading of what it will draw at an address, itself lazy. */
export interface ScreenPreload {
  preloadAt(pathname: string): Promise<unknown> | undefined;
}

/** A small module that asks early for what a screen will need at an address (engine/preloadEntity.ts). */
export type Warmer = () => Promise<{ preloadFor(pathname: string): Promise<unknown> }>;

/**
 * React.lazy for a named export, so each screen file keeps one export named after it and still
 * becomes its own chunk (the sign-in route must not load the table or form engines). `preload`
 * starts the same download once; rendering later reuses it. Given the address and a `warm`
 * loader, it also loads that module, in parallel and in its own chunk, and calls its
 * `preloadFor(pathname)`: the screen's data (EntityRoute: the declarations of the kinds it will
 * show) then does not wait for the screen's own, larger chunk. Once its chunk is in, the screen's
 * own `preloadAt(pathname)`, if it has one, loads what it will draw there (ScreenPreload).
 *
 * A screen whose chunk is already in renders at once instead of through React.lazy, which
 * suspends once even then: a Suspense fallback shown on a cold load makes React hold the page
 * back until 300 ms after it (its fallback throttle), which was most of the sign-in page's time.
 * Each mounted screen keeps the component it started with, so nothing remounts when its chunk
 * arrives.
 */
/** The props of a module's component export. */
type PropsOf<C> = C extends ComponentType<infer P> ? P & object : object;

export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  warm?: Warmer,
): LazyScreen<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loading: Promise<M> | undefined;
  let loaded: ComponentType<P> | undefined;
  const once = () =>
    (loading ??= load().then((module) => {
      loaded = module[name] as ComponentType<P>;
      return module;
    }));
  const Lazy = lazy(async () => ({ default: (await once())[name] as ComponentType<P> }));
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Screen, {
    preload: (pathname?: string) =>
      Promise.all([
        // A screen may know what else it will draw at the address (EntityRoute: a record's form engine).
        once().then((module) => (pathname === undefined ? undefined : (module[name] as Partial<ScreenPreload>).preloadAt?.(pathname))),
        pathname !== undefined && warm ? warm().then((module) => module.preloadFor(pathname)) : undefined,
      ]),
  });
}
