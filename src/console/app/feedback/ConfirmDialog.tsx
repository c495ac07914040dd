import { lazy, Suspense, useState } from 'react';
import { useConfirmStore } from '../../state/confirmStore';

const ConfirmModal = lazy(async () => ({ default: (await import('./ConfirmModal')).ConfirmModal }));

/**
 * Host of confirm(). The dialog's code loads with the first request and then stays mounted, so
 * screens that never confirm anything do not pay for it.
 */
export function ConfirmDialog() {
  const open = useConfirmStore((s) => s.request !== null);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!used && !open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal />
    </Suspense>
  );
}
