import { useCallback, useSyncExternalStore } from 'react';
import { useMe } from '../../api/auth';
import { useScope } from '../../common/ScopeContext';
import { readStorage, writeStorage } from '../../state/storage';

/** Fired in this tab when a remembered value changes; the `storage` event tells the other tabs. */
const CHANGED = 'console-kind-memory';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/**
 * Text this browser keeps for one user of one client about one kind (the columns chosen, the saved
 * views). The server draws a page without it (it cannot read this browser's storage): the server
 * snapshot is null, and React moves to the kept value right after hydration, with no mismatch.
 */
export function useKindMemory(kind: string, what: string): [string | null, (text: string | null) => void] {
  const { clientId } = useScope();
  const userId = useMe().data?.user_id ?? 'anyone';
  const key = `console.${what}.${clientId}.${userId}.${kind}`;
  const text = useSyncExternalStore(
    subscribe,
    () => readStorage(key),
    () => null,
  );
  const write = useCallback(
    (next: string | null) => {
      writeStorage(key, next ?? '');
      window.dispatchEvent(new Event(CHANGED));
    },
    [key],
  );
  return [text || null, write];
}
