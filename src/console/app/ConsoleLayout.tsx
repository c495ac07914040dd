import { ConfigProvider } from 'antd';
// antd's own static stylesheet (zero-runtime mode below): see docs/architecture.md §5a.
import 'antd/dist/antd.css';
import { ConfirmDialog } from './feedback/ConfirmDialog';
import { ErrorScreen } from './feedback/ErrorScreen';
import { LoadingScreen } from '../common/LoadingScreen';
import { ConsoleChrome } from './ConsoleChrome';
import { ScopeContext } from '../common/ScopeContext';
import { THEME_SCOPE } from '../common/themeScope';
import { consoleTokens } from '../rules/palette';
import { useSignOut } from './useSignOut';
import { useConsoleData } from './useConsoleData';
import { usePendingFeed } from './usePendingFeed';
import { useRejectionNotice } from './useRejectionNotice';
import { PaletteHost } from './palette/PaletteHost';

/**
 * The signed-in shell: loads client and websites (loading screen, error screen on failure),
 * then provides the scope and the colours (accessible base tokens under the active website's theme) to the
 * chrome and screens.
 */
export function ConsoleLayout() {
  const data = useConsoleData();
  const signOut = useSignOut();
  usePendingFeed(data.status === 'ready' ? data.scope.clientId : undefined);
  useRejectionNotice(data.status === 'ready' ? data.scope.clientId : undefined);
  return (
    <>
      <ConfirmDialog />
      {data.status === 'error' && <ErrorScreen error={data.error} onSignOut={() => void signOut()} />}
      {data.status === 'loading' && <LoadingScreen fullScreen />}
      {data.status === 'ready' && (
        <ScopeContext.Provider value={data.scope}>
          {/* zeroRuntime: antd writes only the theme's CSS variables at run time, no component CSS. */}
          <ConfigProvider theme={{ zeroRuntime: true, cssVar: { key: THEME_SCOPE }, token: consoleTokens(data.scope.theme) }}>
            <ConsoleChrome />
            <PaletteHost />
          </ConfigProvider>
        </ScopeContext.Provider>
      )}
    </>
  );
}
