import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/authOf';
import { routeDoc } from '../openapi/routeDoc';
import type { Schema } from '../openapi/schemas';
import { requireRole } from '../resources/permissions';
import { toApi } from '../resources/recordShape';
import { idOf, scopeOf } from '../resources/requestParts';
import { withRetries } from '../resources/retrying';
import { requireUseCase } from '../resources/useCaseCheck';
import { recordHistory, SUPERSEDED } from './history';
import { restoreVersion } from './restore';
import { kindOf } from '../resources/kindOf';
import { blockLabels } from '../vcs/blockLabels';
import { REVIEW_STATUSES } from '../../shared/enums';
import { actorOf, audit } from '../audit/audit';

const int = { type: 'integer', minimum: 1 } as const;
const target = {
  client_id: int,
  website_id: { ...int, description: 'Required for website kinds; omitted for client-wide kinds (forms, people).' },
  kind: { type: 'string', minLength: 1, maxLength: 80, description: 'A declared kind, e.g. courses.' },
  id: { ...int, description: "The record's id." },
} as const;

const versionSchema: Schema = {
  type: 'object',
  required: ['version', 'status', 'action', 'by', 'at', 'initial', 'restorable', 'changes'],
  properties: {
    version: { type: 'integer', minimum: 1, description: '1 is the first save; the list is newest first.' },
    status: {
      type: 'string',
      enum: [...REVIEW_STATUSES, SUPERSEDED],
      description: `The review outcome of the block this save belongs to; ${SUPERSEDED} when a later save of the same block replaced it before review.`,
    },
    action: { type: 'string', enum: ['CREATE', 'UPDATE', 'DELETE'] },
    by: { type: 'string', description: 'Who saved this version.' },
    at: { type: 'string', format: 'date-time' },
    review: {
      type: ['object', 'null'],
      properties: {
        by: { type: ['string', 'null'] },
        at: { type: ['string', 'null'], format: 'date-time' },
        reason: { type: ['string', 'null'] },
      },
    },
    initial: { type: 'boolean', description: 'The content the record held before its history began (seeded or older): always version 1.' },
    restorable: {
      type: 'boolean',
      description: 'It holds content that differs from the working copy now, so restoring it would change something.',
    },
    changes: {
      type: 'array',
      description: 'Fields this version changes against the version before it (version 1: every field it sets).',
      items: { type: 'object', required: ['field'], properties: { field: { type: 'string' }, from: {}, to: {} } },
    },
  },
};

/** History and restore of any declared kind's records (docs/review-flow.md, history); nothing here names a kind. */
export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const db = withRetries(app.database.db);
  const guard = (request: FastifyRequest, role: 'viewer' | 'maker') => {
    const decl = kindOf(app, request);
    const scope = scopeOf(decl, request);
    requireUseCase(authOf(request), decl, scope.websiteId);
    requireRole(authOf(request), decl.area, role, scope.websiteId);
    return { decl, scope, id: idOf(decl, request) };
  };

  const historyDoc = routeDoc({
    id: 'vcs_history',
    tag: 'vcs',
    summary: "A record's versions",
    description:
      'Every version of one record, newest first: who saved it and when, its review outcome and the fields it changes from the version before it. Content the record held before its first save through the review flow (seeded, imported before history was kept) is version 1. Viewers may read it.',
    data: { type: 'array', items: versionSchema },
    list: true,
    errors: ['400', '401', '403', '404'],
  });
  app.get(
    '/history',
    {
      schema: { querystring: { type: 'object', required: ['kind', 'id'], properties: target, additionalProperties: false }, ...historyDoc },
    },
    async (request) => {
      const { decl, scope, id } = guard(request, 'viewer');
      const versions = await recordHistory(db, decl, scope, id);
      // The records the versions point at, named in the same answer, as Pending Review's blocks are.
      const sides = versions.map((v) => ({
        kind: decl.kind,
        before: Object.fromEntries(v.changes.map((c) => [c.field, c.from])),
        after: Object.fromEntries(v.changes.map((c) => [c.field, c.to])),
      }));
      const labels = await blockLabels(db, app.registry, scope.clientId, sides);
      return { data: versions, meta: { page: 1, max_results: versions.length, total: versions.length, labels } };
    },
  );

  const restoreDoc = routeDoc({
    id: 'vcs_restore',
    tag: 'vcs',
    summary: 'Restore a version as a draft',
    description:
      "Maker only. Makes the chosen version's content the record's draft, pending review like any change (four eyes and reference checks at publish); whoever wrote that version counts as an author of the draft too, so none of them may publish it. A deleted record comes back as a pending create under its old id (201). A version that no longer fits the declaration is refused with the reason (400); one identical to the working copy is refused as changing nothing (409).",
    data: { type: 'object', additionalProperties: true },
    errors: ['400', '401', '403', '404', '409'],
  });
  app.post(
    '/restore',
    {
      config: { gate: { roles: ['maker'], area: (input) => app.registry.find(String(input.kind))?.area } },
      schema: {
        body: {
          type: 'object',
          required: ['kind', 'id', 'version'],
          properties: { ...target, version: { ...int, description: 'The version number from the history.' } },
          additionalProperties: false,
        },
        ...restoreDoc,
      },
    },
    async (request, reply) => {
      const { decl, scope, id } = guard(request, 'maker');
      const { version } = request.body as { version: number };
      const { row, recreated } = await db.transaction(async (tx) => {
        const restored = await restoreVersion(tx, app.registry, decl, scope, authOf(request).userId, id, version);
        await audit(tx, { ...actorOf(request), action: 'restore', target: { kind: decl.kind, id, version, website_id: scope.websiteId } });
        return restored;
      });
      return reply.status(recreated ? 201 : 200).send({ data: toApi(decl, row) });
    },
  );
}
