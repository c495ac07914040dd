import { lazy, type ComponentType } from 'react';

/** A lazy screen that can start loading its chunk, and what it shows at an address, before it renders (preloadRoute). */
export type LazyScreen = ComponentType & { preload(pathname?: string): Promise<unknown> };

/**
 * React.lazy for a named export, so each screen file keeps one export named after it and still
 * becomes its own chunk (the sign-in route must not load the table or form engines). `preload`
 * starts the same download once; rendering later reuses it. Given the address, it also calls the
 * module's `preloadFor(pathname)` when it has one, so a screen can ask early for what that address
 * needs (EntityRoute: the declarations of the kinds it will show).
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyScreen {
  let loading: Promise<M> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(
    lazy(async () => ({ default: (await once())[name] as ComponentType })),
    {
      preload: (pathname?: string) =>
        once().then((module) => {
          const warm = (module as { preloadFor?: unknown }).preloadFor;
          if (pathname !== undefined && typeof warm === 'function') (warm as (path: string) => void)(pathname);
        }),
    },
  );
}
