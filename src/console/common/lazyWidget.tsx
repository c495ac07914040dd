import { lazy, Suspense, type ComponentType } from 'react';

/** A widget or field whose code loads the first time a form shows it. */
export type LazyWidget<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A heavy widget (a date picker, a slider, the image uploader) as its own chunk, so an edit page
 * downloads only the widgets its kind's fields use. Each waits inside its own Suspense, so the
 * rest of the form shows at once; `preload` lets a page ask for it before the form renders.
 */
export function lazyWidget<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyWidget<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => (loading ??= load());
  const Inner = lazy(once);
  function Widget(props: P) {
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  }
  return Object.assign(Widget, { preload: once });
}
