/**
 * The generic calls of one declared kind (docs/product.md §7, docs/architecture.md §7): list, read, create, update and
 * delete, each built from the declaration's `endpoints`. Nothing here names a kind.
 */
import type { RecordMeta } from '../../shared/types.generated';
import { t } from '../../shared/messages';
import { parseCall, type Declaration, type Endpoint, type EndpointSlot } from '../../shared/registry';
import type { ApiClient } from '../api/client';
import type { Id, ReadMeta } from '../api/types';
import { getPath } from './paths';
import { toText } from './text';
import { listCallQuery, scopeQuery, type ApiScope, type ListRequest } from '../../shared/rules/listCall';

/**
 * A row as every read answers it: the working copy plus the id field and the review status. The
 * meta fields are the generated RecordMeta (src/shared/types.generated.ts), never retyped here;
 * a screen that knows its kind uses KindRows[kind] from the same file.
 */
export type ResourceRow = RecordMeta & Record<string, unknown>;

export interface ListResult {
  rows: ResourceRow[];
  meta: { page: number; max_results: number; total: number; total_capped?: boolean; labels?: Record<string, Record<string, string>> };
}

/** VIEW reads the live version, VIEW_TEMP the pending draft; neither: the working copy. */
export type ReadMode = 'VIEW' | 'VIEW_TEMP';

export function endpointOf(decl: Declaration, slot: EndpointSlot): Endpoint | undefined {
  const call = decl.endpoints[slot];
  return call ? parseCall(slot, call) : undefined;
}

const pathFor = (endpoint: Endpoint, id?: Id): string =>
  endpoint.idInPath ? endpoint.path.replace('{id}', encodeURIComponent(String(id))) : endpoint.path;

/** The record's own fields, without the id and the review columns the API adds around them. */
export function recordData(decl: Declaration, row: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(decl.schema.properties)) if (row?.[key] !== undefined && row[key] !== null) out[key] = row[key];
  return out;
}

export const recordIdOf = (decl: Declaration, row: Record<string, unknown>): Id => row[decl.id] as Id;

/** The name a manager knows a record by: its display field, else its id. */
export function recordName(decl: Declaration, row: Record<string, unknown>): string {
  const name = getPath(row, decl.display);
  return name === undefined || name === null || name === '' ? t('refUnknown', { id: toText(row[decl.id]) }) : toText(name);
}

export async function fetchList(
  api: ApiClient,
  decl: Declaration,
  scope: ApiScope,
  req: ListRequest,
  signal?: AbortSignal,
): Promise<ListResult> {
  const endpoint = endpointOf(decl, 'list');
  if (!endpoint) throw new Error(`${decl.kind} declares no list call.`);
  const answer = await api.get<ResourceRow[]>(endpoint.path, {
    query: listCallQuery(decl, scope, req),
    signal,
    fallback: t('fetchFailed', { what: decl.label.many }),
  });
  const meta = answer.meta ?? { page: req.page, max_results: req.maxResults, total: answer.data.length };
  return { rows: answer.data ?? [], meta };
}

/** docs/product.md §3: a singleton may come wrapped in an array (i_evt_event) whose first item is the active one. */
function unwrapSingleton(decl: Declaration, data: unknown): ResourceRow | null {
  const wrap = typeof decl.singleton === 'object' ? decl.singleton.wrap : undefined;
  const bag = data as Record<string, unknown> | null | undefined;
  if (wrap && bag && Array.isArray(bag[wrap])) return (bag[wrap] as ResourceRow[])[0] ?? null;
  return (bag as ResourceRow | null) ?? null;
}

export interface ReadRequest {
  id?: Id;
  mode?: ReadMode;
  /** For a singleton under a parent (the SEO of one course). */
  parentId?: Id;
  /** For a localised kind: the country of the website locale whose copy is read (none: the default copy). */
  locale?: string;
}

/** One record: the singleton read, the read call, or else the list filtered by id. Null when absent. */
export async function fetchRecord(
  api: ApiClient,
  decl: Declaration,
  scope: ApiScope,
  req: ReadRequest,
  signal?: AbortSignal,
  /** Gets what the server says besides the record: the names of the records it points at, its owner. */
  onMeta?: (meta: ReadMeta) => void,
): Promise<ResourceRow | null> {
  const fallback = t('fetchFailed', { what: decl.label.one });
  const read = endpointOf(decl, 'read');
  const base = { ...scopeQuery(decl, scope), mode: req.mode };
  if (decl.singleton) {
    if (!read) throw new Error(`${decl.kind} declares no read call.`);
    const parent = decl.parent && req.parentId !== undefined ? { [decl.parent.field]: req.parentId } : {};
    const locale = decl.localised && req.locale ? { locale_country_code: req.locale } : {};
    const answer = await api.get<unknown>(read.path, { query: { ...base, ...parent, ...locale }, signal, fallback });
    return unwrapSingleton(decl, answer.data);
  }
  if (read) {
    const query = read.idInPath ? base : { ...base, [decl.id]: req.id };
    const answer = await api.get<ResourceRow>(pathFor(read, req.id), { query, signal, fallback });
    if (answer.meta) onMeta?.(answer.meta);
    return answer.data ?? null;
  }
  const list = endpointOf(decl, 'list');
  if (!list) throw new Error(`${decl.kind} declares no read or list call.`);
  const answer = await api.get<ResourceRow[]>(list.path, { query: { ...base, id: req.id }, signal, fallback });
  if (answer.meta) onMeta?.(answer.meta);
  return answer.data?.[0] ?? null;
}

export interface SaveRequest {
  /** Absent: a new record. */
  id?: Id;
  /** The version the manager edited; the server refuses a stale one with 409. */
  version?: number;
  data: Record<string, unknown>;
  /** For a localised kind: the locale whose copy is written. */
  locale?: string;
  /** A new record copied from this one (COPY mode). */
  copyOf?: Id;
  /** With copyOf: the kinds below the original copied with it (copy_children). */
  copyChildren?: readonly string[];
}

/** Create (or, for upsert kinds and singletons, the update call without an id) or update. */
export async function saveRecord(api: ApiClient, decl: Declaration, scope: ApiScope, req: SaveRequest): Promise<ResourceRow | null> {
  const creating = req.id === undefined && !decl.singleton;
  const endpoint = creating ? (endpointOf(decl, 'create') ?? endpointOf(decl, 'update')) : endpointOf(decl, 'update');
  if (!endpoint) throw new Error(`${decl.kind} declares no ${creating ? 'create' : 'update'} call.`);
  const body: Record<string, unknown> = { ...req.data };
  if (req.id !== undefined && !endpoint.idInPath) body[decl.id] = req.id;
  if (req.version !== undefined) body.version = req.version;
  const fallback = t(creating ? 'addFailed' : 'updateFailed', { what: decl.label.one });
  const send = endpoint.method === 'PATCH' ? api.patch : endpoint.method === 'POST' ? api.post : api.put;
  const locale = decl.localised && req.locale ? { locale_country_code: req.locale } : {};
  // A copy says what it was copied from: whoever wrote that record's pending change answers for the copy too.
  const copy =
    creating && req.copyOf !== undefined && endpoint.name === 'create'
      ? { copy_of: req.copyOf, copy_children: req.copyChildren?.length ? req.copyChildren.join(',') : undefined }
      : {};
  const answer = await send<unknown>(pathFor(endpoint, req.id), body, {
    query: { ...scopeQuery(decl, scope), ...locale, ...copy },
    fallback,
  });
  return decl.singleton ? unwrapSingleton(decl, answer.data) : ((answer.data as ResourceRow) ?? null);
}

/** Sends the deletion for review; `withdrawn` when the record had never been live and is simply gone. */
export async function deleteRecord(
  api: ApiClient,
  decl: Declaration,
  scope: ApiScope,
  id: Id,
  version: number,
): Promise<{ withdrawn: boolean }> {
  const endpoint = endpointOf(decl, 'delete');
  if (!endpoint) throw new Error(`${decl.kind} declares no delete call.`);
  const query = { ...scopeQuery(decl, scope), version, ...(endpoint.idInPath ? {} : { [decl.id]: id }) };
  const answer = await api.delete<Record<string, unknown>>(pathFor(endpoint, id), {
    query,
    fallback: t('deleteFailed', { what: decl.label.one }),
  });
  return { withdrawn: answer.data?.withdrawn === true };
}
