import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../../../src/console/api/queryClient';
import { AppProviders } from '../../../src/console/app/AppProviders';
import { ConfirmDialog } from '../../../src/console/app/feedback/ConfirmDialog';
import { LeavePageGuard } from '../../../src/console/app/feedback/LeavePageGuard';
import { buildScope } from '../../../src/console/app/scope';
import { ScopeContext } from '../../../src/console/app/ScopeContext';
import { client, website } from '../fixtures';
import { antdStyles } from '../harness';

export interface ScreenOptions {
  /** websitemacro_display_setting_values of the active website (website 12, events). */
  settings?: string;
}

/**
 * A hand-made screen at `pattern`, inside what the console layout gives it: the signed-in scope,
 * the confirm dialog and the leave-page guard. The network is faked at fetch (harness.fakeApi).
 */
export function renderScreen(pattern: string, element: ReactNode, path: string, { settings }: ScreenOptions = {}) {
  const websites = [website(11, 'EDU', 'Demo Academy'), website(12, 'EVT', 'Demo Summit', { settings })];
  const scope = buildScope(client(), websites, websites[1]);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  const Shell = () => (
    <ScopeContext.Provider value={scope}>
      <ConfirmDialog />
      <LeavePageGuard />
      <Outlet />
    </ScopeContext.Provider>
  );
  const router = createMemoryRouter([{ element: <Shell />, children: [{ path: pattern, element }] }], { initialEntries: [path] });
  const result = render(
    <StyleProvider container={antdStyles}>
      <ConfigProvider wave={{ disabled: true }}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { ...result, router, queryClient };
}
