/**
 * The OpenAPI 3.1 document of the whole API, from the declarations plus the hand-written routes'
 * own schemas (collected by src/server/openapi/routeCatalogue.ts as they are registered).
 * Pure: the server serves it at /api/openapi.json and `npm run gen:openapi` writes it to disk;
 * maps are sorted so the same declarations always give byte-identical output.
 */
import type { Registry } from '../../shared/registry';
import { COMPONENT_SCHEMAS } from './componentSchemas';
import type { DocumentedRoute } from './routeCatalogue';
import { routeOperations } from './routeOperations';
import { resourcePaths, type PathMap } from './resourcePaths';
import { kindSchemas, sharedComponents, type Schema } from './schemas';

/** Version of the API contract (docs/product.md §7 shapes), not of the package: bump on a breaking change. */
export const API_VERSION = '1.0.0';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: Schema;
  servers: Schema[];
  security: Schema[];
  tags: Schema[];
  paths: PathMap;
  components: { schemas: Record<string, Schema>; responses: Record<string, Schema>; securitySchemes: Record<string, Schema> };
}

const METHOD_ORDER = ['get', 'put', 'post', 'patch', 'delete'];

function sorted<T>(map: Record<string, T>, order?: string[]): Record<string, T> {
  const rank = (k: string): number => (order ? order.indexOf(k) : -1);
  const entries = Object.entries(map).sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

/** Merges maps, refusing a key twice: two owners of one path or schema name is a bug to see. */
function merge<T>(what: string, ...maps: Record<string, T>[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const map of maps) {
    for (const [key, value] of Object.entries(map)) {
      if (key in out) throw new Error(`OpenAPI: ${what} "${key}" is defined twice.`);
      out[key] = value;
    }
  }
  return out;
}

const FIXED_TAGS: Schema[] = [
  { name: 'auth', description: 'Sign-in, sign-out and passwords.' },
  { name: 'client', description: "The caller's client, websites and locales." },
  {
    name: 'delivery',
    description:
      'The websites\' read-only API (/api/delivery/v1, docs/delivery.md): live content only, under a website token, with strong ETags and 304s.',
  },
  { name: 'website-access', description: "Owners: a website's API tokens and webhooks, with each webhook's delivery log." },
  { name: 'files', description: 'Uploads and signed file links (/api/main).' },
  { name: 'meta', description: 'About the API itself.' },
  { name: 'reference', description: 'Reference data for selects (/api/main).' },
  { name: 'vcs', description: 'Review of pending changes: blocks, publish, reset, reject.' },
];

/** Component schemas reachable from the paths and responses, so none is left unused (Redocly's no-unused-components). */
function referenced(roots: unknown[], schemas: Record<string, Schema>): Set<string> {
  const seen = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const target = (node as Schema).$ref;
      const name = typeof target === 'string' && target.startsWith('#/components/schemas/') ? target.slice(21) : undefined;
      if (name && !seen.has(name)) {
        seen.add(name);
        visit(schemas[name]);
      }
      Object.values(node).forEach(visit);
    }
  };
  roots.forEach(visit);
  return seen;
}

export function buildOpenApi(registry: Registry, routes: DocumentedRoute[]): OpenApiDocument {
  const decls = [...registry.all()].sort((a, b) => (a.kind < b.kind ? -1 : 1));
  const shared = sharedComponents();
  const perKind = decls.map((d) => kindSchemas(d, registry.endpointsOf(d.kind).update));
  const schemas = merge('schema', shared.schemas, COMPONENT_SCHEMAS, ...perKind);

  const resources = resourcePaths(registry);
  const fixed = routeOperations(routes);
  const paths: PathMap = {};
  for (const path of new Set([...Object.keys(resources), ...Object.keys(fixed)])) {
    paths[path] = sorted(merge(`operation on ${path}`, resources[path] ?? {}, fixed[path] ?? {}), METHOD_ORDER);
  }

  const used = referenced([paths, shared.responses], schemas);
  const usedSchemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  const kindTags = decls.map((d) => ({ name: d.kind, description: [d.label.many, d.description].filter(Boolean).join(': ') }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Website console API',
      version: API_VERSION,
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'Every entity kind comes from one declaration in schemas/. Success answers { data, meta? }; failures ' +
        '{ error: { category, code, message, field?, details? } }. Writes of makers become drafts pending review.',
    },
    servers: [{ url: '/', description: 'The server this document is served from.' }],
    security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    tags: [...FIXED_TAGS, ...kindTags].sort((a, b) => (String(a.name) < String(b.name) ? -1 : 1)),
    paths: sorted(paths),
    components: {
      schemas: sorted(usedSchemas),
      responses: sorted(shared.responses),
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token login answers, for API clients.' },
        websiteToken: {
          type: 'http',
          scheme: 'bearer',
          description: "A website's API token (wct_…), created by an owner: reads the delivery API only.",
        },
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: 'auth',
          description: 'Set by login, HttpOnly; named dev_auth outside production. Writes made with it need the client_request_url header (CSRF).',
        },
      },
    },
  };
}
