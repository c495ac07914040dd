import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { rows } from '../db/connect';
import { requireRole } from '../resources/permissions';
import { authOf } from '../auth/authOf';
import { REVIEW_STATUSES } from '../../shared/enums';
import { routeDoc } from '../openapi/routeDoc';
import { ref } from '../openapi/schemas';
import { blockLabels, type RefLabels } from './blockLabels';
import { blockScopeWhere, listBlocks } from './blocks';
import { etagOf, pendingItems, rememberSet } from './pendingSet';
import { blockScope, presentBlock, SCOPE_RULE, scopeProps } from './scopeParams';

type BlocksQuery = {
  client_id?: number;
  website_id?: number;
  asset_type_name?: string;
  status?: string;
  max_results?: number;
  page?: number;
  mine?: boolean;
};

/** GET /blocks (a scope's changes, with the ETag of its whole pending set) and GET /users. */
export async function vcsListRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get<{ Querystring: BlocksQuery }>(
    '/blocks',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...scopeProps,
            status: { type: 'string', enum: [...REVIEW_STATUSES], default: 'pendingreview' },
            max_results: { type: 'integer', minimum: 1, maximum: 500, default: 500 },
            page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            mine: { type: 'boolean', description: 'Only the changes the caller wrote a version of.' },
          },
          additionalProperties: false,
        },
        ...routeDoc({
          id: 'vcs_blocks',
          tag: 'vcs',
          summary: 'Change blocks of one asset type',
          description:
            `Pending blocks by default (status picks another state), newest first, max_results (at most 500) per page; meta.total counts them all. ` +
            'Each block carries its version. For pending blocks the ETag header (and meta.etag) names the whole pending set of the scope — every block and version, on every page: ' +
            `send it as If-Match to publish or reset everything you were shown. ${SCOPE_RULE}`,
          data: ref('schemas', 'ChangeBlock'),
          list: true,
          errors: ['400', '401', '403'],
        }),
      },
    },
    async (request, reply) => {
      const scope = blockScope(request);
      const auth = authOf(request);
      requireRole(auth, scope.area, 'viewer', scope.websiteId);
      const { status = 'pendingreview', max_results: limit = 500, page = 1, mine } = request.query;
      const authoredBy = mine ? auth.userId : undefined;
      // One snapshot for the page, the count and the ETag: the tag never names a version the page did not show.
      const { found, meta, items } = await db.transaction(
        async (tx) => {
          const found = await listBlocks(tx, scope, { status, limit, page, authoredBy });
          const mineWhere = authoredBy === undefined ? sql`` : sql` AND ${authoredBy} = ANY(b.touched_by)`;
          const [counted] = await rows<{ n: number | string }>(
            tx,
            sql`SELECT count(*) AS n FROM change_blocks b WHERE ${blockScopeWhere(scope)} AND b.status = ${status}${mineWhere}`,
          );
          const labels = await blockLabels(tx, app.registry, scope.clientId, found);
          const meta: Record<string, unknown> = { page, max_results: limit, total: Number(counted?.n ?? 0), labels };
          const items = status === 'pendingreview' ? await pendingItems(tx, scope) : undefined;
          if (items) meta.etag = etagOf(scope, items);
          return { found, meta, items };
        },
        { isolationLevel: 'repeatable read' },
      );
      if (items && typeof meta.etag === 'string') {
        // Outside the snapshot: the tag is its content's hash, so whoever stores it first stores the same set.
        await rememberSet(db, scope, meta.etag, items);
        void reply.header('etag', meta.etag).header('cache-control', 'no-store');
      }
      return { data: found.map((b) => presentBlock(app, b, meta.labels as RefLabels)), meta };
    },
  );

  app.get(
    '/users',
    {
      schema: {
        querystring: { type: 'object', properties: { client_id: scopeProps.client_id }, additionalProperties: false },
        ...routeDoc({
          id: 'vcs_users',
          tag: 'vcs',
          summary: "Users of the caller's client",
          description: 'Names of the people who author and decide changes, for the review screens.',
          data: {
            type: 'array',
            items: {
              type: 'object',
              required: ['user_id', 'name', 'email'],
              properties: { user_id: { type: 'integer' }, name: { type: 'string' }, email: { type: 'string' } },
            },
          },
          errors: ['400', '401'],
        }),
      },
    },
    async (request) => {
      const found = await db
        .select({ user_id: users.userId, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.clientId, authOf(request).clientId))
        .orderBy(asc(users.name));
      return { data: found };
    },
  );
}
