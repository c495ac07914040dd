import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { actorOf, audit } from '../audit/audit';
import { authOf } from '../auth/authOf';
import { routeDoc } from '../openapi/routeDoc';
import { kindOf } from '../resources/kindOf';
import { hasRole, requireRole } from '../resources/permissions';
import { scopeOf } from '../resources/requestParts';
import { withRetries } from '../resources/retrying';
import { requireUseCase } from '../resources/useCaseCheck';
import { MAX_BULK, type BulkTarget } from '../../shared/rules/bulk';
import { bulkDelete } from './bulkDelete';

const int = { type: 'integer', minimum: 1 } as const;
/** Audit entries name the first ids only: enough to find the change again, not a copy of the list. */
const AUDIT_IDS = 100;

/** POST /api/cms/bulk_delete: many records of any declared kind to pending deletes; none is named here. */
export async function bulkRoutes(app: FastifyInstance): Promise<void> {
  const db = withRetries(app.database.db);
  const doc = routeDoc({
    id: 'cms_bulk_delete',
    tag: 'resources',
    summary: 'Delete many records through review',
    description: `Maker only, for a kind with a delete call. Either \`records\` (each id with the version the list showed; a newer version is a 409) or \`matching\`: a list call's query string (search, filters, declared parameters; paging and sort are ignored) with \`expected\`, the number of records the manager saw match — if another number matches now, a 409 LIST_CHANGED and nothing is deleted. All or nothing, at most ${MAX_BULK} records: every published record becomes a pending delete for a checker to publish; a record never published is withdrawn, as a single delete would (someone else's draft needs the checker role). An owned record is refused with its owner's name.`,
    data: {
      type: 'object',
      required: ['deleted', 'withdrawn'],
      properties: {
        deleted: { type: 'integer', minimum: 0, description: 'Published records now pending deletion.' },
        withdrawn: { type: 'integer', minimum: 0, description: 'Never-published records withdrawn at once.' },
      },
    },
    errors: ['400', '401', '403', '404', '409'],
  });
  app.post(
    '/api/cms/bulk_delete',
    {
      config: { gate: { roles: ['maker'], area: (input) => app.registry.find(String(input.kind))?.area } },
      schema: {
        querystring: {
          type: 'object',
          required: ['kind'],
          properties: { client_id: int, website_id: int, kind: { type: 'string', minLength: 1, maxLength: 80 } },
          additionalProperties: false,
        },
        body: {
          type: 'object',
          oneOf: [{ required: ['records'] }, { required: ['matching', 'expected'] }],
          properties: {
            records: {
              type: 'array',
              minItems: 1,
              maxItems: MAX_BULK,
              items: {
                type: 'object',
                required: ['id', 'version'],
                properties: { id: { ...int, maximum: Number.MAX_SAFE_INTEGER }, version: int },
                additionalProperties: false,
              },
            },
            matching: { type: 'string', maxLength: 4000, description: "The list call's query string, e.g. search=spring&is_active=true." },
            expected: { type: 'integer', minimum: 1, maximum: MAX_BULK },
          },
          additionalProperties: false,
        },
        ...doc,
      },
    },
    async (request) => {
      const decl = kindOf(app, request);
      const scope = scopeOf(decl, request);
      const auth = authOf(request);
      requireUseCase(auth, decl, scope.websiteId);
      requireRole(auth, decl.area, 'maker', scope.websiteId);
      if (!app.registry.endpointsOf(decl.kind).delete) {
        throw new AppError('INVALID_FIELD', { reason: `${decl.label.many} cannot be deleted here.` }, { field: 'kind' });
      }
      const checker = hasRole(auth, decl.area, 'checker', scope.websiteId);
      const target = request.body as BulkTarget;
      const result = await db.transaction((tx) => bulkDelete(tx, app.registry, decl, scope, auth.userId, target, checker));
      await audit(app.database.db, {
        ...actorOf(request),
        action: 'bulk_delete',
        target: {
          kind: decl.kind,
          website_id: scope.websiteId,
          deleted: result.deleted,
          withdrawn: result.withdrawn,
          ids: result.ids.slice(0, AUDIT_IDS),
        },
      });
      return { data: { deleted: result.deleted, withdrawn: result.withdrawn } };
    },
  );
}
