import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useFlashStore } from '../state/flashStore';
import { LoadingScreen } from '../common/LoadingScreen';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// Loaded with the first flash message, so pages that never flash do not pay for Alert and Tag.
const FlashMessages = lazy(async () => ({ default: (await import('./feedback/FlashMessages')).FlashMessages }));

/**
 * Around every route: flash messages (public pages use them too), the loading screen for lazy
 * screens and the error screen for a route that fails.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const hasFlash = useFlashStore((s) => s.messages.length > 0);
  return (
    <>
      {hasFlash && (
        <Suspense fallback={null}>
          <FlashMessages />
        </Suspense>
      )}
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<LoadingScreen fullScreen />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
