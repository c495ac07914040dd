import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazy part of a screen that can start loading its chunk before it renders (engine/EntityRoute.tsx `preloadAt`). */
export type LazyScreen<P extends object = object> = ComponentType<P> & { preload(): Promise<unknown> };

/** The props of a module's component export. */
type PropsOf<C> = C extends ComponentType<infer P> ? P & object : object;

/**
 * React.lazy for a named export, for the parts a route's screen draws from chunks of their own (a
 * kind's route draws its list or its record page; each is loaded only where it is drawn). `preload`
 * starts the same download once; the route's loader calls it (app/routing/routeLoaders.ts), so
 * the part is in when the route first renders.
 *
 * A part whose chunk is already in renders at once instead of through React.lazy, which suspends
 * once even then: a Suspense fallback shown on a cold load makes React hold the page back until
 * 300 ms after it (its fallback throttle). Each mounted part keeps the component it started with,
 * so nothing remounts when its chunk arrives.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
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
  return Object.assign(Screen, { preload: () => once() });
}
