import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import type { Declaration, Endpoint } from '../../shared/registry';
import { updateChange } from '../resources/changes';
import { requireRole } from '../resources/permissions';
import { toApi, type Doc } from '../resources/recordShape';
import { validateRecord } from '../resources/validateBody';
import { applyPageChanges } from './pageUtils';
import { authOf } from '../auth/authOf';

interface UtilsBody {
  client_id?: number;
  website_id: number;
  page_id?: number;
  id?: number;
  version: number;
  changes: Doc;
}

/** The declared `utils` extra call (POST /api/cms/page/page_utils) of the kinds that have one. */
function utilsCalls(app: FastifyInstance): { decl: Declaration; endpoint: Endpoint }[] {
  return app.registry.all().flatMap((decl) => {
    const endpoint = app.registry.endpointsOf(decl.kind).utils;
    return endpoint ? [{ decl, endpoint }] : [];
  });
}

/**
 * Pages area: page_utils applies a partial change made on the Edit Website screen to one page,
 * through the normal review flow (a maker's draft plus one pending "Page Display" block).
 */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  for (const { decl, endpoint } of utilsCalls(app)) {
    app.route<{ Body: UtilsBody }>({
      method: endpoint.method,
      url: endpoint.path,
      // The maker role of pages before the body is read (src/server/plugins/roleGate.ts).
      config: { gate: { roles: ['maker'], area: decl.area } },
      schema: {
        body: {
          type: 'object',
          required: ['website_id', 'version', 'changes'],
          properties: {
            client_id: { type: 'integer', minimum: 1 },
            website_id: { type: 'integer', minimum: 1 },
            [decl.id]: { type: 'integer', minimum: 1 },
            id: { type: 'integer', minimum: 1 },
            version: { type: 'integer', minimum: 1 },
            changes: { type: 'object', minProperties: 1 },
          },
          additionalProperties: false,
        },
      },
      handler: async (request) => {
        const auth = authOf(request);
        const body = request.body;
        const scope = { clientId: auth.clientId, websiteId: body.website_id };
        requireRole(auth, decl.area, 'maker', scope.websiteId);
        const id = Number(body[decl.id as 'page_id'] ?? body.id);
        if (!Number.isSafeInteger(id)) throw new AppError('MISSING_FIELD', { field: decl.id }, { field: decl.id });
        const row = await db.transaction((tx) =>
          updateChange(tx, app.registry, decl, scope, auth.userId, id, body.version, (current) =>
            validateRecord(decl, applyPageChanges(decl, current, body.changes), scope.clientId),
          ),
        );
        return { data: toApi(decl, row) };
      },
    });
  }
}
