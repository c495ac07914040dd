/**
 * A tiny in-memory server answering the resource contract (docs/architecture.md §7, src/server/resources/routes.ts)
 * for any declaration: list (search, filters, parent, id, sort, paging), read, create, update with
 * the version check, delete; and the session with the user's preferences, which it keeps. Tests mock fetch at this boundary, not the engine's modules.
 */
import { vi } from 'vitest';
import { parseCall, type Declaration, type Registry } from '../../../src/shared/registry';
import type { Call, Reply } from '../harness';

type Doc = Record<string, unknown>;

export interface FakeServer {
  calls: Call[];
  rows: (kind: string) => Doc[];
  /** Answer a call differently (a 400, a 409) by returning a reply; undefined lets the store answer. */
  intercept: (fn: (call: Call) => Reply | undefined) => void;
}

const META = ['client_id', 'website_id', 'version', 'status', 'pending_action', 'is_live', 'created_at', 'updated_at'];
const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v));
const err = (status: number, code: string, message: string, extra: Doc = {}): Reply => ({
  status,
  body: { error: { category: 'RequestError', code, message, ...extra } },
});

export function fakeResources(registry: Registry, seed: Record<string, Doc[]>, other: Record<string, Reply> = {}): FakeServer {
  const store = new Map<string, Doc[]>();
  let nextId = 100;
  const stamp = '2026-03-01T09:30:00.000Z';
  for (const [kind, docs] of Object.entries(seed)) {
    const decl = registry.get(kind);
    store.set(
      kind,
      docs.map((d, i) => ({
        version: 1,
        status: 'live',
        pending_action: null,
        is_live: true,
        created_at: stamp,
        updated_at: stamp,
        client_id: 1,
        website_id: 12,
        [decl.id]: i + 1,
        ...d,
      })),
    );
  }
  const calls: Call[] = [];
  let interceptor: (call: Call) => Reply | undefined = () => undefined;
  const routes = registry
    .allEndpoints()
    .map((e) => ({ ...e, decl: registry.get(e.kind), pattern: new RegExp(`^${e.path.replace('{id}', '(\\d+)')}$`) }));

  // The signed-in user's preferences (src/server/preferences/), which come with the session.
  const preferences = new Map<string, string>();
  const answer = (call: Call): Reply => {
    const forced = interceptor(call);
    if (forced) return forced;
    const fixed = other[`${call.method} ${call.path}`];
    if (fixed) return fixed;
    if (call.method === 'GET' && call.path === '/api/client/session') {
      const user = { user_id: 7, email: 'maker@example.com', name: 'Manish Maker', client_id: 1 };
      return { body: { data: { user, client: { client_id: 1 }, websites: [], preferences: Object.fromEntries(preferences) } } };
    }
    if (call.method === 'PUT' && call.path === '/api/client/preferences') {
      const { key, value } = call.body as { key: string; value: string | null };
      if (value) preferences.set(key, value);
      else preferences.delete(key);
      return { body: { data: { key, value } } };
    }
    const route = routes.find((r) => r.method === call.method && r.pattern.test(call.path));
    if (!route) return err(404, 'ROUTE_NOT_FOUND', `no fake for ${call.method} ${call.path}`);
    const { decl } = route;
    const rows = store.get(decl.kind) ?? [];
    store.set(decl.kind, rows);
    const pathId = route.pattern.exec(call.path)?.[1];
    const body = (call.body ?? {}) as Doc;
    const idOf = () => Number(pathId ?? call.query.get(decl.id) ?? call.query.get('id') ?? body[decl.id]);
    const find = () => rows.find((r) => r[decl.id] === idOf());
    const version = () => Number(body.version ?? call.query.get('version'));
    const conflict = (row: Doc) =>
      err(
        409,
        'VERSION_CONFLICT',
        `This record was changed by someone else (now version ${String(row.version)}). Reload it before saving again.`,
        { category: 'DBStateError', details: { current_version: row.version } },
      );
    switch (route.name) {
      case 'list': {
        let found = [...rows];
        const id = call.query.get('id');
        if (id) found = found.filter((r) => r[decl.id] === Number(id));
        if (decl.parent && call.query.get(decl.parent.field))
          found = found.filter((r) => String(r[decl.parent!.field]) === call.query.get(decl.parent!.field));
        const search = call.query.get('search')?.toLowerCase();
        if (search) found = found.filter((r) => (decl.list?.search ?? []).some((f) => text(r[f]).toLowerCase().includes(search)));
        const filters = JSON.parse(call.query.get('filters') ?? '{}') as Doc;
        for (const [field, value] of Object.entries(filters)) found = found.filter((r) => r[field] === value);
        const sort = call.query.get('sort') ?? decl.list?.sort ?? 'created_at';
        const dir = call.query.get('order') === 'asc' ? 1 : -1;
        found.sort((a, b) => (text(a[sort]) < text(b[sort]) ? -dir : text(a[sort]) > text(b[sort]) ? dir : 0));
        const page = Number(call.query.get('page') ?? 1);
        const size = Number(call.query.get('max_results') ?? 25);
        return { body: { data: found.slice((page - 1) * size, page * size), meta: { page, max_results: size, total: found.length } } };
      }
      case 'read': {
        const row = decl.singleton ? rows[0] : find();
        const wrap = typeof decl.singleton === 'object' ? decl.singleton.wrap : undefined;
        if (wrap) return { body: { data: { [wrap]: row ? [row] : [] } } };
        return row || decl.singleton
          ? { body: { data: row ?? null } }
          : err(404, 'NOT_FOUND', `${decl.label.one} ${idOf()} was not found.`);
      }
      case 'create': {
        const data = Object.fromEntries(Object.entries(body).filter(([k]) => !META.includes(k)));
        const row = {
          ...data,
          [decl.id]: nextId++,
          version: 1,
          status: 'pendingreview',
          pending_action: 'CREATE',
          is_live: false,
          created_at: stamp,
          updated_at: stamp,
        };
        rows.push(row);
        return { status: 201, body: { data: row } };
      }
      case 'update': {
        const row = decl.singleton ? rows[0] : find();
        if (!row) return err(404, 'NOT_FOUND', 'not found');
        if (version() !== row.version) return conflict(row);
        Object.assign(row, body, {
          version: Number(row.version) + 1,
          status: 'pendingreview',
          pending_action: row.pending_action === 'CREATE' ? 'CREATE' : 'UPDATE',
        });
        return { body: { data: row } };
      }
      case 'delete': {
        const row = find();
        if (!row) return err(404, 'NOT_FOUND', 'not found');
        if (version() !== row.version) return conflict(row);
        if (!row.is_live) {
          rows.splice(rows.indexOf(row), 1);
          return { body: { data: { [decl.id]: row[decl.id], withdrawn: true } } };
        }
        Object.assign(row, { version: Number(row.version) + 1, status: 'pendingreview', pending_action: 'DELETE' });
        return { body: { data: row } };
      }
      default:
        return err(404, 'ROUTE_NOT_FOUND', `no fake for ${route.name}`);
    }
  };

  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, window.location.origin);
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = answer(call);
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });

  return { calls, rows: (kind) => store.get(kind) ?? [], intercept: (fn) => void (interceptor = fn) };
}

/** Calls of one declared slot of a kind, e.g. the creates of zones. */
export const callsTo = (server: FakeServer, decl: Declaration, slot: 'list' | 'read' | 'create' | 'update' | 'delete'): Call[] => {
  const call = decl.endpoints[slot];
  if (!call) return [];
  const e = parseCall(slot, call);
  const pattern = new RegExp(`^${e.path.replace('{id}', '\\d+')}$`);
  return server.calls.filter((c) => c.method === e.method && pattern.test(c.path));
};
