import type { SortOrder } from '../enums';
import { parseCall, type Declaration } from '../registry';
import { listDefaults } from './listDefaults';
import { buildRequestPath } from './requestPath';

type Id = string | number;

/** Whose records a call asks for: the client always, a website for website-scoped kinds. */
export interface ApiScope {
  clientId: Id;
  websiteId?: Id;
}

/** One page of a kind's list as the console asks for it: paging, sort, search and filters. */
export interface ListRequest {
  page: number;
  maxResults: number;
  sort?: string;
  order?: SortOrder;
  search?: string;
  /** Field → value, sent as the JSON `filters` parameter. */
  filters?: Record<string, unknown>;
  /** Declared query parameters and the parent field, sent as they are. */
  params?: Record<string, unknown>;
}

/** Client always; website only for website-scoped kinds (forms and people are client-wide). */
export function scopeQuery(decl: Pick<Declaration, 'scope'>, scope: ApiScope): Record<string, Id | undefined> {
  return { client_id: scope.clientId, website_id: decl.scope === 'website' ? scope.websiteId : undefined };
}

/** A list's first page in its declared order: what a list address without parameters asks for. */
export function firstPageRequest(decl: Declaration): ListRequest {
  const { size, sort, order } = listDefaults(decl);
  return { page: 1, maxResults: size, sort, order };
}

/** The query of a list call: scope, paging, sort, search and filters (the CSV export sends the same). */
export function listCallQuery(decl: Declaration, scope: ApiScope, req: ListRequest) {
  const filters = Object.fromEntries(Object.entries(req.filters ?? {}).filter(([, v]) => v !== undefined && v !== ''));
  return {
    ...scopeQuery(decl, scope),
    ...req.params,
    page: req.page,
    max_results: req.maxResults,
    sort: req.sort,
    order: req.order,
    search: req.search || undefined,
    filters: Object.keys(filters).length > 0 ? filters : undefined,
  };
}

/**
 * A list call as path?query: the one builder of it, for the console's calls
 * (src/console/engine/resourceApi.ts) and for the server that answers a list address's first call
 * in the page it serves (firstListCall.ts). Undefined for a kind with no list call.
 */
export function listCallPath(decl: Declaration, scope: ApiScope, req: ListRequest, keepClientId = true): string | undefined {
  if (!decl.endpoints.list) return undefined;
  return buildRequestPath(parseCall('list', decl.endpoints.list).path, listCallQuery(decl, scope, req), keepClientId);
}
