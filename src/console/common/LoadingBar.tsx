import { Progress } from 'antd';
import { useEffect, useState } from 'react';
import { LOADING_BAR, loadingProgress } from '../rules/loadingProgress';

/**
 * docs/product.md §9 loading bar: a thin line across the page while its data loads, no spinner and
 * no percentage text. Mounted only while loading, so each load starts again from the minimum. It
 * is a named progressbar (antd sets the role and values), so a screen reader hears what loads.
 */
export function LoadingBar({ label }: { label: string }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - started), LOADING_BAR.speedMs);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Progress
      percent={Math.round(loadingProgress(elapsed) * 100)}
      showInfo={false}
      status="active"
      size="small"
      aria-label={label}
      style={{ margin: 0, lineHeight: 0 }}
    />
  );
}
