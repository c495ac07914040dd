import type { ReadRequest } from './resourceApi';
import type { ApiScope, ListRequest } from '../../shared/rules/listCall';
import type { Id } from '../api/types';

/**
 * Query keys of the engine. Everything about one kind starts with ['resource', kind], so a
 * mutation refreshes its lists, records, reference labels and searches with one invalidation.
 */
const scopeKey = (scope: ApiScope) => [scope.clientId, scope.websiteId ?? null] as const;

export const resourceKeys = {
  kind: (kind: string) => ['resource', kind] as const,
  list: (kind: string, scope: ApiScope, req: ListRequest) => ['resource', kind, 'list', ...scopeKey(scope), req] as const,
  record: (kind: string, scope: ApiScope, req: ReadRequest) => ['resource', kind, 'record', ...scopeKey(scope), req] as const,
  /** What a read of an owned record said owns it (meta.owner). */
  owner: (kind: string, scope: ApiScope, id: Id) => ['resource', kind, 'owner', ...scopeKey(scope), String(id)] as const,
  label: (kind: string, scope: ApiScope, id: Id) => ['resource', kind, 'label', ...scopeKey(scope), String(id)] as const,
  search: (kind: string, scope: ApiScope, search: string) => ['resource', kind, 'search', ...scopeKey(scope), search] as const,
  reference: (name: string, scope: ApiScope) => ['reference', name, ...scopeKey(scope)] as const,
};
