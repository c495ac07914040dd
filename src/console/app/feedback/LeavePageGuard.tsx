import { lazy, Suspense, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { GuardedHistoryContext } from '../routing/RouterView';
import { shouldBlockNavigation } from '../../rules/leaveGuard';
import { useDirtyStore } from '../../state/dirtyStore';

const LeaveModal = lazy(async () => ({ default: (await import('./LeaveModal')).LeaveModal }));

/**
 * docs/product.md §4: with unsaved changes a route change is aborted and a dialog offers Stay (close the
 * dialog) or Leave (clear the flag and go on). Reload and closing the tab get the browser's own
 * prompt, the only one a page may show there.
 */
export function LeavePageGuard() {
  const dirty = useDirtyStore((s) => s.dirty);
  const setDirty = useDirtyStore((s) => s.setDirty);
  const history = useContext(GuardedHistoryContext);
  if (history === null) throw new Error('LeavePageGuard must be rendered inside RouterView');
  // Reads the store at navigation time, so the guard never acts on a stale flag.
  useEffect(
    () => history.block((from, to) => shouldBlockNavigation(useDirtyStore.getState().dirty, from.pathname, to.pathname)),
    [history],
  );
  const current = () => history.blocker;
  // The same on the server (renderPage.tsx): nothing is held before the page has been used.
  const blocker = useSyncExternalStore(history.subscribe, current, current);
  const blocked = blocker.state === 'blocked';
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
        onStay={() => blocker.reset()}
        onLeave={() => {
          setDirty(false);
          blocker.proceed();
        }}
      />
    </Suspense>
  );
}
