import { QueryClientProvider } from '@tanstack/react-query';
import { StyleProvider } from '@ant-design/cssinjs';
import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Registry } from '../../src/shared/registry';
import { createQueryClient } from '../../src/console/api/queryClient';
import { ConfirmDialog } from '../../src/console/app/feedback/ConfirmDialog';
import { LeavePageGuard } from '../../src/console/app/feedback/LeavePageGuard';
import type { Scope } from '../../src/console/common/scope';
import { ScopeContext } from '../../src/console/common/ScopeContext';
import { consoleRegistry } from '../../src/console/engine/registry';
import { RegistryContext } from '../../src/console/engine/RegistryContext';
import { antdStyles, memoryRouter } from './harness';

/**
 * One route at `path`, inside what the console layout gives its screens: the signed-in scope,
 * the registry (the bundled one unless given), the confirm dialog and the leave-page guard. No
 * retries and no refetching, so a test sees exactly the calls it caused.
 */
export function renderInShell(route: RouteObject, path: string, scope: Scope, registry: Registry = consoleRegistry) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  const Shell = () => (
    <RegistryContext.Provider value={registry}>
      <ScopeContext.Provider value={scope}>
        <ConfirmDialog />
        <LeavePageGuard />
        {/* As ConsoleChrome: a screen may wait for a chunk or a declaration (useDeclarations). */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </ScopeContext.Provider>
    </RegistryContext.Provider>
  );
  const router = memoryRouter(path, [{ element: <Shell />, children: [route] }]);
  const result = render(
    <StyleProvider container={antdStyles}>
      <ConfigProvider wave={{ disabled: true }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { ...result, router, queryClient };
}
