import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Server state for the whole app. No antd here on purpose: the entry chunk stays free of the
 * component library, so the sign-in route loads only the few components it shows (docs/architecture.md §5a).
 * The console layout adds a ConfigProvider with the active website's theme colours.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
