import { useSyncExternalStore } from 'react';
import { EXTRA_LARGE_MIN_WIDTH } from '../rules/layout';

/**
 * The width a server render (renderPage.tsx) lays the page out for: it cannot know the window's,
 * so it draws the common desktop; hydration starts from the same and then takes the real width.
 */
export const SERVER_VIEWPORT_WIDTH = EXTRA_LARGE_MIN_WIDTH;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const current = () => window.innerWidth;
const onServer = () => SERVER_VIEWPORT_WIDTH;

/** The window's inner width, updated on resize; the layout rules of docs/product.md §9 are functions of it. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, current, onServer);
}
