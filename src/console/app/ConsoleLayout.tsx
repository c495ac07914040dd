import { ConfigProvider } from 'antd';
import { ConfirmDialog } from './feedback/ConfirmDialog';
import { ErrorScreen } from './feedback/ErrorScreen';
import { LoadingScreen } from '../common/LoadingScreen';
import { ConsoleChrome } from './ConsoleChrome';
import { ScopeContext } from '../common/ScopeContext';
import { useSignOut } from './session';
import { useConsoleData } from './useConsoleData';

/**
 * The signed-in shell: loads client and websites (loading screen, error screen on failure),
 * then provides the scope and the active website's theme colours to the chrome and screens.
 */
export function ConsoleLayout() {
  const data = useConsoleData();
  const signOut = useSignOut();
  return (
    <>
      <ConfirmDialog />
      {data.status === 'error' && <ErrorScreen error={data.error} onSignOut={() => void signOut()} />}
      {data.status === 'loading' && <LoadingScreen fullScreen />}
      {data.status === 'ready' && (
        <ScopeContext.Provider value={data.scope}>
          <ConfigProvider theme={data.scope.theme ? { token: data.scope.theme } : undefined}>
            <ConsoleChrome />
          </ConfigProvider>
        </ScopeContext.Provider>
      )}
    </>
  );
}
