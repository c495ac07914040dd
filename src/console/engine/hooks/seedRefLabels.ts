import type { QueryClient } from '@tanstack/react-query';
import type { ApiScope } from '../../../shared/rules/listCall';
import { resourceKeys } from '../resourceKeys';

/**
 * Puts the names an answer carries in meta.labels (kind → id → name) where reference cells look
 * them up, so a diff reads "Gold → Platinum" at once, without one look-up per value.
 */
export function seedRefLabels(queryClient: QueryClient, scope: ApiScope, labels: Record<string, Record<string, string>> | undefined): void {
  for (const [kind, names] of Object.entries(labels ?? {})) {
    for (const [id, name] of Object.entries(names)) queryClient.setQueryData(resourceKeys.label(kind, scope, id), name);
  }
}
