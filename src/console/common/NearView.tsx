import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

interface NearViewProps {
  children: ReactNode;
  /** Show the children at once (e.g. the address opens something inside them). */
  now?: boolean;
  /** How far below the screen the place may be and still count as near: enough to load before it is scrolled to. */
  margin?: number;
}

/**
 * Draws its children once their place comes near the screen (an IntersectionObserver), so what a
 * page shows below a long form costs neither its code nor its requests until a user scrolls towards
 * it. The server and the first render draw the empty place, so hydration matches; where the browser
 * has no IntersectionObserver (tests' DOMs), the children are drawn straight after.
 */
export function NearView({ children, now = false, margin = 200 }: NearViewProps) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  // No observer to ask: drawn at once, except on the server and in hydration (its snapshot: false).
  const blind = useSyncExternalStore(subscribeNever, hasNoObserver, () => false);
  // Once drawn, drawn for good: a drawer's link that opened them at once (`now`) may go away.
  if (now && !near) setNear(true);
  const shown = near || now || blind;
  useEffect(() => {
    const element = place.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `0px 0px ${margin}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, margin]);
  return shown ? children : <div ref={place} data-testid="near-view" style={{ minHeight: 1 }} />;
}

const subscribeNever = () => () => undefined;
const hasNoObserver = () => typeof IntersectionObserver === 'undefined';
