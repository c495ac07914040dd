import Ajv2020 from 'ajv/dist/2020';
import { loadDeclarations } from '../../../src/server/declarations';
import { buildOpenApi } from '../../../src/server/openapi/buildOpenApi';
import { openApiPath } from '../../../src/server/openapi/routeOperations';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { generateOpenApi } from '../../../generators/lib/generate';
import { routeCatalogue } from '../../../generators/lib/routeCatalogue';

const registry = loadDeclarations();
const routes = await routeCatalogue();
const doc = buildOpenApi(registry, routes);
type Node = Record<string, unknown>;
const operation = (path: string, method: string): Node | undefined => doc.paths[path]?.[method];

function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) node.forEach((n) => walk(n, visit));
  else if (node && typeof node === 'object') {
    visit(node as Node);
    Object.values(node).forEach((n) => walk(n, visit));
  }
}

function resolve(pointer: string): unknown {
  return pointer
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Node)[key] : undefined), doc);
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with info, a relative server and the shared Error schema', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.servers[0]!.url).toBe('/');
    expect(doc.components.schemas.Error).toBeDefined();
  });

  it('has every declared endpoint with its method, tagged with its kind', () => {
    const all = registry.allEndpoints();
    expect(all.length).toBeGreaterThan(50);
    for (const e of all) {
      const op = operation(e.path, e.method.toLowerCase());
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      expect(op?.tags).toEqual([e.kind]);
    }
  });

  it('has the hand-written auth, client, reference, vcs, files and meta routes, from their own schemas', () => {
    const fixed = [
      'post /api/cms/auth/login',
      'post /api/cms/auth/logout',
      'get /api/cms/auth/me',
      'post /api/cms/auth/forgot-password',
      'post /api/cms/auth/reset-password/{token}',
      'post /api/cms/auth/change-password',
      'get /api/client',
      'get /api/client/websites',
      'get /api/client/website_locales',
      'get /api/main/currencies',
      'post /api/main/countries',
      'get /api/cms/vcs/blocks',
      'get /api/cms/vcs/users',
      'post /api/cms/vcs/publish',
      'post /api/cms/vcs/reset',
      'post /api/cms/vcs/reject',
      'get /api/openapi.json',
      'post /api/main/upload',
      'get /healthz',
    ];
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) expect(operation(openApiPath(route.url), route.method), `${route.method} ${route.url}`).toBeDefined();
    for (const call of fixed) {
      const [method = '', path = ''] = call.split(' ');
      expect(operation(path, method), call).toBeDefined();
    }
    expect(operation('/api/cms/auth/login', 'post')?.security).toEqual([]);
  });

  it('describes list parameters, bodies and error answers of a resource', () => {
    const list = operation('/api/cms/events/event_zones', 'get')!;
    const names = (list.parameters as Node[]).map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'client_id',
        'website_id',
        'show_all',
        'search',
        'filters',
        'page',
        'max_results',
        'sort',
        'order',
        'mode',
        'id',
      ]),
    );
    const offers = (operation('/api/transactions/prodserv_offers', 'get')!.parameters as Node[]).map((p) => p.name);
    expect(offers).toEqual(expect.arrayContaining(['prodservoffer_prodserv_id', 'offer_display_type', 'active_only']));
    const update = operation('/api/cms/events/event_zones', 'put')!;
    expect(update.requestBody).toBeDefined();
    expect(Object.keys(update.responses as Node)).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(Object.keys(operation('/api/cms/events/event_zones', 'post')!.responses as Node)[0]).toBe('201');
  });

  it('resolves every $ref inside the document and gives each {param} a path parameter', () => {
    const refs: string[] = [];
    walk(doc, (n) => typeof n.$ref === 'string' && refs.push(n.$ref));
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of new Set(refs)) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      expect(resolve(ref), ref).toBeDefined();
    }
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const op of Object.values(item)) {
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          const param = (op.parameters as Node[]).find((p) => p.in === 'path' && `{${String(p.name)}}` === name);
          expect(param?.required, `${path} ${name}`).toBe(true);
        }
      }
    }
  });

  it('has unique operation ids and component schemas that compile as JSON Schema 2020-12', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(doc, 'doc');
    for (const name of Object.keys(doc.components.schemas)) {
      expect(() => ajv.getSchema(`doc#/components/schemas/${name}`), name).not.toThrow();
    }
  });

  it('is deterministic and carries the generated header', () => {
    expect(JSON.stringify(buildOpenApi(registry, routes))).toBe(JSON.stringify(doc));
    const text = generateOpenApi(registry, routes);
    expect(Object.keys(JSON.parse(text) as Node)[0]).toBe('x-generated');
    expect(generateOpenApi(registry, routes)).toBe(text);
  });

  it('gives every operation a summary, a description and at least one described 4xx answer', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method} ${path}`;
        expect(op.summary, where).toEqual(expect.stringMatching(/\S/));
        expect(op.description, where).toEqual(expect.stringMatching(/\S/));
        const codes = Object.keys(op.responses as Node);
        expect(
          codes.some((c) => c.startsWith('4')),
          where,
        ).toBe(true);
      }
    }
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const lines = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(lines).toEqual([]);
  });
});
