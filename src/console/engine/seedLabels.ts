import type { QueryClient } from '@tanstack/react-query';
import type { ApiScope } from '../../shared/rules/listCall';
import { resourceKeys } from './resourceKeys';

/** Names of referenced records as the server sends them with a list page or a record: kind → id → name. */
export type RefLabels = Record<string, Record<string, string>>;

/**
 * Puts the names that came with a list page or a record (meta.labels) in the label cache the
 * cells and selects read (hooks/useRefOptions.ts useRefLabels), so no look-up per value follows.
 */
export function seedLabels(queryClient: QueryClient, scope: ApiScope, labels: RefLabels | undefined): void {
  for (const [kind, names] of Object.entries(labels ?? {})) {
    for (const [id, name] of Object.entries(names)) queryClient.setQueryData(resourceKeys.label(kind, scope, id), name);
  }
}
