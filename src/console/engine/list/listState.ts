/**
 * A list's state lives in the address (shareable, and the back button steps through it): page,
 * size, sort, order, q (search) and f.<filter>. A sub-list prefixes its keys ("prices.page"), so
 * several lists share one address. Defaults are left out to keep addresses short.
 */
import type { SortOrder } from '../../../shared/enums';
import { fieldAt, type Declaration } from '../../../shared/registry';
import { listDefaults, PAGE_SIZES } from '../../../shared/rules/listDefaults';
import type { Option } from '../hooks/useReferenceOptions';
import type { ListRequest } from '../../../shared/rules/listCall';
import { parseColumns, validChoice } from './columnChoice';

export interface ListState {
  page: number;
  size: number;
  sort: string;
  order: SortOrder;
  search: string;
  /** Filter key → value as text, as the address holds it. */
  filters: Record<string, string>;
  /** The columns chosen, in order (`cols`); undefined: the manager's remembered choice, else the declaration's. */
  cols?: string[];
}

export function defaultListState(decl: Declaration): ListState {
  return { page: 1, ...listDefaults(decl), search: '', filters: {} };
}

const positive = (text: string | null, fallback: number): number => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : fallback;
};

export function readListState(decl: Declaration, params: URLSearchParams, prefix = ''): ListState {
  const d = defaultListState(decl);
  const filters: Record<string, string> = {};
  for (const control of filterControls(decl)) {
    const value = params.get(`${prefix}f.${control.key}`);
    if (value !== null && value !== '') filters[control.key] = value;
  }
  const size = positive(params.get(`${prefix}size`), d.size);
  const order = params.get(`${prefix}order`);
  return {
    page: positive(params.get(`${prefix}page`), 1),
    size: Math.min(size, Math.max(...PAGE_SIZES)),
    sort: params.get(`${prefix}sort`) || d.sort,
    order: order === 'asc' || order === 'desc' ? order : d.order,
    search: params.get(`${prefix}q`) ?? '',
    filters,
    cols: validChoice(decl, parseColumns(params.get(`${prefix}cols`))),
  };
}

/** The address's parameters with this list's keys replaced by `next`; other keys stay. */
export function writeListState(decl: Declaration, params: URLSearchParams, next: ListState, prefix = ''): URLSearchParams {
  const d = defaultListState(decl);
  const out = new URLSearchParams([...params].filter(([key]) => !(key.startsWith(prefix) && isListKey(key.slice(prefix.length)))));
  const put = (key: string, value: string | number, fallback: string | number) => {
    if (value !== fallback && value !== '') out.set(`${prefix}${key}`, String(value));
  };
  put('page', next.page, 1);
  put('size', next.size, d.size);
  // Sort and order travel together: the order alone means nothing on another sort field.
  if (next.sort !== d.sort || next.order !== d.order) {
    out.set(`${prefix}sort`, next.sort);
    out.set(`${prefix}order`, next.order);
  }
  put('q', next.search.trim(), '');
  for (const [key, value] of Object.entries(next.filters)) put(`f.${key}`, value, '');
  if (next.cols) out.set(`${prefix}cols`, next.cols.join(','));
  return out;
}

/** A key of a list's own state in the address (without a sub-list's prefix). */
export const isListKey = (key: string): boolean => ['page', 'size', 'sort', 'order', 'q', 'cols'].includes(key) || key.startsWith('f.');

export interface FilterControl {
  /** The key in the address: the query parameter's name, else the field. */
  key: string;
  label: string;
  type: string;
  /** Record field filtered through the JSON `filters` parameter; absent for a query parameter. */
  field?: string;
  /** Query parameter sent on its own (declared `query`). */
  param?: string;
  options?: Option[];
  source?: string;
  ref?: string;
}

/** The list's filters (declaration `list.filters`), then declared list parameters no filter uses. */
export function filterControls(decl: Declaration): FilterControl[] {
  const out: FilterControl[] = (decl.list?.filters ?? []).map((f) => {
    const field = fieldAt(decl.schema, f.field);
    const param = f.param ? decl.query?.find((q) => q.name === f.param) : undefined;
    return {
      key: f.param ?? f.field,
      label: f.label,
      type: String(param?.type ?? field?.type ?? 'string'),
      field: f.param ? undefined : f.field,
      param: f.param,
      options: f.options?.map((o) => (typeof o === 'object' ? o : { value: o, label: String(o) })),
      source: f['x-options'] ?? param?.['x-options'] ?? field?.['x-options'],
      ref: field?.['x-ref'],
    };
  });
  const used = new Set(out.map((c) => c.param));
  for (const q of decl.query ?? []) {
    if (used.has(q.name) || !(q.endpoints ?? ['list']).includes('list')) continue;
    if (q.type !== 'boolean' && !q.enum && !q['x-options']) continue;
    const options = q.enum?.map((v) => ({ value: v, label: String(v) }));
    out.push({ key: q.name, label: q.title ?? q.name, type: q.type, param: q.name, options, source: q['x-options'] });
  }
  return out;
}

/** Text from the address back to the type the field or parameter has. */
export function typedValue(type: string, text: string): unknown {
  if (type === 'boolean') return text === 'true';
  if (type === 'integer' || type === 'number') return Number.isFinite(Number(text)) ? Number(text) : text;
  return text;
}

export interface ParentFilter {
  field: string;
  id: string | number;
}

/** What the list call sends for a state: JSON filters for fields, own parameters for declared ones. */
export function listRequest(decl: Declaration, state: ListState, parent?: ParentFilter): ListRequest {
  const filters: Record<string, unknown> = {};
  const params: Record<string, unknown> = {};
  for (const control of filterControls(decl)) {
    const text = state.filters[control.key];
    if (text === undefined) continue;
    if (control.field) filters[control.field] = typedValue(control.type, text);
    else if (control.param) params[control.param] = typedValue(control.type, text);
  }
  if (parent) params[parent.field] = parent.id;
  return {
    page: state.page,
    maxResults: state.size,
    sort: state.sort,
    order: state.order,
    search: state.search || undefined,
    filters,
    params,
  };
}
