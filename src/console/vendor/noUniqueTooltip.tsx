import type { ReactNode } from 'react';

/**
 * Stands in for antd's tooltip UniqueProvider where its ConfigProvider imports it (vite.config.ts
 * aliases `../tooltip/UniqueProvider` here). ConfigProvider renders it only when `tooltip.unique`
 * is set, which the console never does (app/ConsoleLayout.tsx, app/feedback/FlashMessages.tsx), yet
 * the import alone put the popup trigger package (≈ 7 kB) on every signed-in route. Tooltip itself
 * imports it as `./UniqueProvider` and keeps the real one.
 */
export default function UniqueProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
