import type { FastifyInstance } from 'fastify';
import { buildOpenApi, type OpenApiDocument } from './buildOpenApi';
import { routeDoc } from './routeDoc';

/**
 * GET /api/openapi.json: the API described from the declarations and the routes' own schemas
 * (app.routeCatalogue), so it is always the running server's truth. Public: it holds shapes, no
 * data. Built on first request, when every route is registered; the routes do not change after.
 */
export async function openapiRoutes(app: FastifyInstance): Promise<void> {
  let document: OpenApiDocument | undefined;
  const doc = routeDoc({
    id: 'meta_openapi',
    tag: 'meta',
    summary: 'This document',
    description: 'The OpenAPI 3.1 description of every call of this server, produced from the declarations and the route schemas.',
    public: true,
    data: { type: 'object' },
    errors: ['400'],
  });
  // The document is the whole answer, not wrapped in { data }.
  const schema = { ...doc, response: { ...(doc.response as object), 200: { type: 'object', description: 'The OpenAPI 3.1 document' } } };
  app.get('/api/openapi.json', { config: { public: true }, schema }, async () => (document ??= buildOpenApi(app.registry, app.routeCatalogue)));
}
