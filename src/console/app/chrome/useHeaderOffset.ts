import { useLayoutEffect, useRef } from 'react';

/** The CSS variable that tells fixed overlays (flash messages) where the header ends. */
export const HEADER_OFFSET_VAR = '--console-header-offset';

/**
 * Publishes the header's height as a CSS variable on the document while the header is shown, so
 * flash messages open below it and never cover Pending Review or the user menu. The header wraps
 * onto several lines on narrow screens, hence measured, not a constant.
 */
export function useHeaderOffset<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEADER_OFFSET_VAR, `${element.offsetHeight}px`);
    // The observer reports the first size after the browser's own layout; reading offsetHeight here,
    // during the first render, forced an extra layout of the whole page on every cold load.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    if (observer) observer.observe(element);
    else publish();
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEADER_OFFSET_VAR);
    };
  }, []);
  return ref;
}
