// Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock; this file stays environment-neutral.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// Lazy screens load antd on first use, which takes seconds under jsdom on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

if (typeof window !== 'undefined') {
  // antd's responsive helpers (Grid, Sider breakpoints, Drawer) ask matchMedia, which jsdom lacks.
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
  // Overflow measuring (menus, tabs) uses ResizeObserver; jsdom has no layout, so a no-op will do.
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
    Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
  }
  // jsdom does not implement getComputedStyle for pseudo-elements and logs an error for each
  // call antd's scroll lock makes; answering with the element's own style is enough here.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
}

// The console's registry starts from outlines and loads a kind's whole declaration with its first
// screen. Tests read declarations straight from it, so here they start whole;
// tests/console/engine/lazyRegistry.test.tsx runs the screens on outlines.
const { consoleRegistry } = await import('../src/console/engine/registry');
await consoleRegistry.ready(consoleRegistry.all().map((d) => d.kind));
