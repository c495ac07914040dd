import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { Registry } from '../../../src/shared/registry';
import { createQueryClient } from '../../../src/console/api/queryClient';
import { AppProviders } from '../../../src/console/app/AppProviders';
import { ConfirmDialog } from '../../../src/console/app/feedback/ConfirmDialog';
import { LeavePageGuard } from '../../../src/console/app/feedback/LeavePageGuard';
import { buildScope } from '../../../src/console/app/scope';
import { ScopeContext } from '../../../src/console/app/ScopeContext';
import { EntityRoute } from '../../../src/console/engine/EntityRoute';
import { consoleRegistry } from '../../../src/console/engine/registry';
import { RegistryContext } from '../../../src/console/engine/RegistryContext';
import { client, demoWebsites } from '../fixtures';
import { antdStyles } from '../harness';

export type Role = 'maker' | 'viewer';

/** The signed-in scope on the event website (12), as a maker (every role) or a viewer only. */
export function engineScope(role: Role) {
  const websites = demoWebsites();
  const only = { ENTITY: true, PAGE: true, FORM: true, SPEAKERS: true };
  const none = { ENTITY: false, PAGE: false, FORM: false, SPEAKERS: false };
  const c = client();
  if (role === 'viewer') {
    Object.assign(c, { isViewer: only, isMaker: none, isChecker: none });
    for (const w of websites) Object.assign(w, { isViewer: { ENTITY: true, PAGE: true }, isMaker: { ENTITY: false, PAGE: false }, isChecker: { ENTITY: false, PAGE: false } });
  }
  return buildScope(c, websites, websites[1]);
}

/**
 * EntityRoute on any address, inside what the console layout provides: scope, registry (the
 * bundled one unless given), the confirm dialog and the leave-page guard.
 */
export function renderEngine(path: string, { registry = consoleRegistry, role = 'maker' }: { registry?: Registry; role?: Role } = {}) {
  const scope = engineScope(role);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  const Shell = () => (
    <RegistryContext.Provider value={registry}>
      <ScopeContext.Provider value={scope}>
        <ConfirmDialog />
        <LeavePageGuard />
        <Outlet />
      </ScopeContext.Provider>
    </RegistryContext.Provider>
  );
  const router = createMemoryRouter([{ element: <Shell />, children: [{ path: '*', element: <EntityRoute /> }] }], { initialEntries: [path] });
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

/** The address the router is at, path and query. */
export const at = (router: { state: { location: { pathname: string; search: string } } }) => router.state.location.pathname + router.state.location.search;
