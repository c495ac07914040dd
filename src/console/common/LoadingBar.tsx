import { useEffect, useState } from 'react';
import { LOADING_BAR, loadingProgress } from '../rules/loadingProgress';
import { ProgressLine } from './ProgressLine';

/**
 * docs/product.md §9 loading bar: a thin line across the page while its data loads, no spinner and
 * no percentage text. Mounted only while loading, so each load starts again from the minimum. It
 * is a named progressbar with its value, so a screen reader hears what loads and how far.
 */
export function LoadingBar({ label }: { label: string }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - started), LOADING_BAR.speedMs);
    return () => window.clearInterval(timer);
  }, []);
  return <ProgressLine label={label} percent={Math.round(loadingProgress(elapsed) * 100)} />;
}
