import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useFlashStore } from '../state/flashStore';
import { LoadingScreen } from '../common/LoadingScreen';

// Loaded with the first flash message, so pages that never flash do not pay for Alert and Tag.
const FlashMessages = lazy(async () => ({ default: (await import('./feedback/FlashMessages')).FlashMessages }));

/**
 * Around every route: flash messages (public pages use them too) and the loading screen for a
 * screen's own lazy parts (routes.tsx gives the error screen).
 */
export function RootLayout() {
  const hasFlash = useFlashStore((s) => s.messages.length > 0);
  return (
    <>
      {hasFlash && (
        <Suspense fallback={null}>
          <FlashMessages />
        </Suspense>
      )}
      <Suspense fallback={<LoadingScreen fullScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}
