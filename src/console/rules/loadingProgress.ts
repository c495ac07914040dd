/** docs/product.md §9: the event-loading progress bar starts at 0.5 and moves on every 1200 ms, with no spinner. */
export const LOADING_BAR = { minimum: 0.5, speedMs: 1200 } as const;

/** Below 1: only the end of loading completes the bar, which then goes away. */
const CEILING = 0.99;

/**
 * How far the bar stands after `elapsedMs` of loading, from 0 to 1: the minimum at once, then each
 * step covers half of what is left, so a slow load still shows movement without ever looking done.
 */
export function loadingProgress(elapsedMs: number): number {
  const steps = Number.isFinite(elapsedMs) && elapsedMs > 0 ? Math.floor(elapsedMs / LOADING_BAR.speedMs) : 0;
  return Math.min(CEILING, 1 - (1 - LOADING_BAR.minimum) * 0.5 ** steps);
}
