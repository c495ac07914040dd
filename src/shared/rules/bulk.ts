import type { ListRequest } from './listCall';
import { buildRequestPath } from './requestPath';

/** The most records one bulk action takes: a list shows at most a thousand at once (show_all). */
export const MAX_BULK = 1000;

/** A record as the manager's list showed it: deleting it needs the version seen, like a single delete. */
export interface SeenRecord {
  id: number;
  version: number;
}

/** What a bulk delete takes: rows ticked one by one, or everything a list matches (as many as the manager saw). */
export type BulkTarget = { records: SeenRecord[] } | { matching: string; expected: number };

/**
 * What a list matches, as the list call's query string without scope, paging or sort: the
 * `matching` of a bulk delete (src/server/bulk/routes.ts), which the server reads as the list would.
 */
export function matchingText(req: ListRequest): string {
  const filters = Object.fromEntries(Object.entries(req.filters ?? {}).filter(([, v]) => v !== undefined && v !== ''));
  const query = {
    ...req.params,
    search: req.search || undefined,
    filters: Object.keys(filters).length > 0 ? filters : undefined,
  };
  return buildRequestPath('', query).replace(/^\?/, '');
}
