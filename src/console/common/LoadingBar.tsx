import { theme } from 'antd';
import { useEffect, useState } from 'react';
import { LOADING_BAR, loadingProgress } from '../rules/loadingProgress';

/**
 * docs/product.md §9 loading bar: a thin line across the page while its data loads, no spinner and
 * no percentage text. Mounted only while loading, so each load starts again from the minimum. It
 * is a named progressbar with its value, so a screen reader hears what loads and how far. Drawn
 * as antd's small line, without antd's Progress (3 kB on every edit page for one bar).
 */
export function LoadingBar({ label }: { label: string }) {
  const { token } = theme.useToken();
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - started), LOADING_BAR.speedMs);
    return () => window.clearInterval(timer);
  }, []);
  const percent = Math.round(loadingProgress(elapsed) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      style={{ height: 6, borderRadius: 3, background: token.colorFillSecondary, overflow: 'hidden' }}
    >
      <div
        style={{
          width: `${percent}%`,
          height: '100%',
          borderRadius: 3,
          background: token.colorPrimary,
          transition: `width ${token.motionDurationSlow} ${token.motionEaseInOut}`,
        }}
      />
    </div>
  );
}
