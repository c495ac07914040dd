import { lazy, Suspense, useEffect, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { shouldBlockNavigation } from '../../rules/leaveGuard';
import { useDirtyStore } from '../../state/dirtyStore';

const LeaveModal = lazy(async () => ({ default: (await import('./LeaveModal')).LeaveModal }));

// Reads the store at navigation time, so the guard never acts on a stale flag.
const blockWhenDirty: BlockerFunction = ({ currentLocation, nextLocation }) =>
  shouldBlockNavigation(useDirtyStore.getState().dirty, currentLocation.pathname, nextLocation.pathname);

/**
 * docs/product.md §4: with unsaved changes a route change is held (the router's useBlocker: links,
 * navigate, back and forward) and a dialog offers Stay (drop it) or Leave (clear the flag and go
 * on). Reload and closing the tab get the browser's own prompt, the only one a page may show there.
 */
export function LeavePageGuard() {
  const dirty = useDirtyStore((s) => s.dirty);
  const setDirty = useDirtyStore((s) => s.setDirty);
  const blocker = useBlocker(blockWhenDirty);
  const blocked = blocker.state === 'blocked';
  // The dialog's chunk loads the first time it is needed, and stays for its closing animation.
  const [used, setUsed] = useState(false);
  if (blocked && !used) setUsed(true);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LeaveModal
        open={blocked}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          setDirty(false);
          blocker.proceed?.();
        }}
      />
    </Suspense>
  );
}
