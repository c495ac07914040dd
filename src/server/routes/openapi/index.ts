import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from '../../openapi/buildOpenApi';

/**
 * GET /api/openapi.json: the API described from the same declarations the routes are mounted
 * from, so it is always the running server's truth. Public: it holds no data, only shapes.
 * Built once, since the registry does not change while the server runs.
 */
export async function openapiRoutes(app: FastifyInstance): Promise<void> {
  const document = buildOpenApi(app.registry);
  app.get('/api/openapi.json', { config: { public: true } }, async () => document);
}
