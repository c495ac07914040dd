import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authOf';
import { routeDoc } from '../openapi/routeDoc';
import { hasRole } from '../resources/permissions';
import { kindFitsUseCase } from '../../shared/rules/useCaseFit';
import type { UseCase } from '../../shared/rules/types';
import { PER_KIND, searchRecords } from './searchRecords';
import { ownedFields } from '../../shared/ownership';

const int = { type: 'integer', minimum: 1 } as const;

/** GET /api/cms/search: records of every kind the caller may read on the website, by their search fields. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const doc = routeDoc({
    id: 'cms_search',
    tag: 'resources',
    summary: 'Find records of any kind',
    description: `Records whose declared search fields (or display field) contain q, at most ${PER_KIND} per kind, newest changed first: every kind with its own list that the website's use case has, client-wide kinds included, among the areas the caller may view, and the child kinds that own records of another kind (a course's programs, which own their products), with parent_kind and parent_id: such a record opens through its parent. Records kept inside another (a program's product) are not found by themselves: their owner is. For the console's command palette.`,
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'id', 'label'],
        properties: {
          kind: { type: 'string' },
          id: { type: 'integer' },
          label: { type: 'string' },
          parent_kind: { type: 'string' },
          parent_id: { type: 'integer' },
        },
      },
    },
    errors: ['400', '401', '403'],
  });
  app.get<{ Querystring: { website_id?: number; q: string } }>(
    '/api/cms/search',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['q'],
          properties: { client_id: int, website_id: int, q: { type: 'string', minLength: 2, maxLength: 100 } },
          additionalProperties: false,
        },
        ...doc,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const websiteId = request.query.website_id ?? null;
      const useCase = websiteId === null ? undefined : (auth.websiteUseCases.get(websiteId) as UseCase | undefined);
      const decls = app.registry
        .all()
        // A child that owns records (a program owns its product) is found too: it is what a manager looks for.
        .filter(
          (d) =>
            !d.singleton && d.endpoints.list && (!d.parent || (ownedFields(d).length > 0 && !app.registry.find(d.parent.kind)?.parent)),
        )
        .filter((d) => (d.scope === 'client' ? true : websiteId !== null && useCase !== undefined && kindFitsUseCase(d, useCase)))
        .filter((d) => hasRole(auth, d.area, 'viewer', d.scope === 'client' ? null : websiteId));
      return { data: await searchRecords(app.database.db, decls, auth.clientId, websiteId, request.query.q.trim()) };
    },
  );
}
