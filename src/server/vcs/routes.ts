import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { users } from '../db/schema';
import { rows } from '../db/connect';
import { requireRole } from '../resources/permissions';
import { blockLabels } from './blockLabels';
import { internalKind } from './internalKinds';
import { listBlocks, lockBlockRecords, markBlocks, normaliseBlock, type BlockRow, type BlockScope } from './blocks';
import { discardBlocks } from './apply';
import { blocksRejectedWith } from './rejectedWith';
import { idArray } from './recordSets';
import { publish, reset } from './publish';
import { retryTransaction } from '../resources/retrying';
import type { Area } from '../types';
import { authOf } from '../auth/authOf';
import { AREAS, isClientArea } from '../../shared/areas';
import { REVIEW_STATUSES } from '../../shared/enums';
import { routeDoc } from '../openapi/routeDoc';
import { envelope, ref, type Schema } from '../openapi/schemas';
import { createSchedule, publishTime } from '../schedules/schedules';

const counted = (name: string): Schema => ({ type: 'object', required: [name], properties: { [name]: { type: 'integer', minimum: 0 } } });
const SCOPE_RULE =
  'website_id is required unless the asset type is client-wide (FORM, SPEAKERS); the scope may come in the query or the body.';

const scopeProps = {
  client_id: { type: 'integer', minimum: 1 },
  website_id: { type: 'integer', minimum: 1 },
  asset_type_name: { type: 'string', enum: AREAS.map((a) => a.name) },
} as const;

type ScopeInput = { client_id?: number; website_id?: number; asset_type_name?: string };

/** Publish and reset take their scope from the query or the body (docs/product.md §7 names the parameters only). */
function blockScope(request: FastifyRequest): BlockScope {
  const input = { ...(request.body as ScopeInput | undefined), ...(request.query as ScopeInput) };
  if (!input.asset_type_name) throw new AppError('MISSING_FIELD', { field: 'asset_type_name' }, { field: 'asset_type_name' });
  const area = input.asset_type_name as Area;
  const websiteId = isClientArea(area) ? null : (input.website_id ?? null);
  if (!isClientArea(area) && websiteId === null) {
    throw new AppError('MISSING_FIELD', { field: 'website_id' }, { field: 'website_id' });
  }
  return { clientId: authOf(request).clientId, websiteId, area };
}

function presentBlock(app: FastifyInstance, b: BlockRow) {
  const decl = app.registry.find(b.kind) ?? internalKind(b.kind);
  const doc = b.after ?? b.before ?? {};
  return {
    ...b,
    kind_label: decl?.label.one ?? b.kind,
    record_label: decl ? (doc[decl.display] ?? null) : null,
    id_field: decl?.id ?? null,
  };
}

const publishProps = {
  ...scopeProps,
  publish_at: {
    type: 'string',
    minLength: 1,
    maxLength: 40,
    description: 'Schedule the publish for this time instead (ISO 8601 with offset).',
  },
} as const;
const schedulable = {
  querystring: { type: 'object', properties: publishProps, additionalProperties: false },
  body: { anyOf: [{ type: 'null' }, { type: 'object', properties: publishProps, additionalProperties: false }] },
};
const SCHEDULED: Schema = {
  type: 'object',
  required: ['schedule_id', 'publish_at'],
  properties: { schedule_id: { type: 'integer', minimum: 1 }, publish_at: { type: 'string', format: 'date-time' } },
};

function publishAtOf(request: FastifyRequest): string | undefined {
  const input = { ...(request.body as { publish_at?: string } | undefined), ...(request.query as { publish_at?: string }) };
  return input.publish_at;
}

export async function vcsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const mutation = {
    querystring: { type: 'object', properties: scopeProps, additionalProperties: false },
    body: { anyOf: [{ type: 'null' }, { type: 'object', properties: scopeProps, additionalProperties: false }] },
  };

  app.get<{ Querystring: ScopeInput & { status?: string; max_results?: number } }>(
    '/blocks',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...scopeProps,
            status: { type: 'string', enum: [...REVIEW_STATUSES], default: 'pendingreview' },
            max_results: { type: 'integer', minimum: 1, maximum: 500 },
          },
          additionalProperties: false,
        },
        ...routeDoc({
          id: 'vcs_blocks',
          tag: 'vcs',
          summary: 'Change blocks of one asset type',
          description: `Pending blocks by default (status picks another state), newest first, at most max_results (500). ${SCOPE_RULE}`,
          data: ref('schemas', 'ChangeBlock'),
          list: true,
          errors: ['400', '401', '403'],
        }),
      },
    },
    async (request) => {
      const scope = blockScope(request);
      requireRole(authOf(request), scope.area, 'viewer', scope.websiteId);
      const status = request.query.status ?? 'pendingreview';
      const found = await listBlocks(db, scope, status, request.query.max_results ?? 500);
      const labels = await blockLabels(db, app.registry, scope.clientId, found);
      return { data: found.map((b) => presentBlock(app, b)), meta: { page: 1, max_results: found.length, total: found.length, labels } };
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

  const publishDoc = routeDoc({
    id: 'vcs_publish',
    tag: 'vcs',
    summary: 'Publish every pending change of one asset type',
    description: `Checker only. Applies the pending blocks in order after the four-eyes and reference checks; nothing is applied when one fails (409). With publish_at (ISO 8601 with its offset, in the future) it schedules instead: 202 with the schedule, and the blocks pending now are published then, with the checks of that time (GET /api/cms/vcs/schedules). ${SCOPE_RULE}`,
    data: counted('published'),
    errors: ['400', '401', '403', '409'],
  });
  publishDoc.response = { ...(publishDoc.response as Schema), '202': { description: 'Scheduled', ...envelope(SCHEDULED) } };
  app.post('/publish', { schema: { ...schedulable, ...publishDoc } }, async (request, reply) => {
    const scope = blockScope(request);
    requireRole(authOf(request), scope.area, 'checker', scope.websiteId);
    const at = publishAtOf(request);
    if (at === undefined) return { data: await publish(app, scope, authOf(request).userId) };
    const made = await db.transaction((tx) => createSchedule(tx, scope, authOf(request).userId, publishTime(at)));
    return reply.status(202).send({ data: { schedule_id: made.schedule_id, publish_at: made.publish_at } });
  });

  const resetDoc = routeDoc({
    id: 'vcs_reset',
    tag: 'vcs',
    summary: 'Drop every pending change of one asset type',
    description: `Checker only. Drafts are discarded and records go back to their live version; new records that were never published disappear. ${SCOPE_RULE}`,
    data: counted('reverted'),
    errors: ['400', '401', '403', '409'],
  });
  app.post('/reset', { schema: { ...mutation, ...resetDoc } }, async (request) => {
    const scope = blockScope(request);
    requireRole(authOf(request), scope.area, 'checker', scope.websiteId);
    return { data: await reset(app, scope, authOf(request).userId) };
  });

  app.post<{ Body: { client_id?: number; block_id: number; reason: string } }>(
    '/reject',
    {
      schema: {
        body: {
          type: 'object',
          required: ['block_id', 'reason'],
          properties: {
            client_id: scopeProps.client_id,
            website_id: scopeProps.website_id,
            block_id: { type: 'integer', minimum: 1 },
            reason: { type: 'string', minLength: 3, maxLength: 1000, title: 'Reason' },
          },
          additionalProperties: false,
        },
        ...routeDoc({
          id: 'vcs_reject',
          tag: 'vcs',
          summary: 'Reject one pending change, with the changes that belong to it',
          description:
            'Checker only. The draft is discarded and the block kept as rejected with the reason, for its author to see. ' +
            'The pending changes that belong to it go with it, with the same reason: the records it owns (x-owns) and, ' +
            'for a record that was never live, the pending records whose parent it is (and theirs). `rejected` counts all of them.',
          data: {
            type: 'object',
            required: ['rejected', 'block_id', 'with_block_ids'],
            properties: {
              rejected: { type: 'integer', minimum: 1 },
              block_id: { type: 'integer', minimum: 1 },
              with_block_ids: { type: 'array', items: { type: 'integer', minimum: 1 }, description: 'The blocks rejected with it.' },
            },
          },
          errors: ['400', '401', '403', '404'],
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      return retryTransaction(() =>
        db.transaction(async (tx) => {
          const gone = () => new AppError('NOT_FOUND', { what: `Pending change ${request.body.block_id}` });
          const [found] = await rows<BlockRow>(
            tx,
            sql`SELECT * FROM change_blocks WHERE block_id = ${request.body.block_id} AND client_id = ${auth.clientId}
              AND status = 'pendingreview'`,
          );
          if (!found) throw gone();
          const block = normaliseBlock(found);
          requireRole(auth, block.asset_type_name, 'checker', block.website_id);
          const along = await blocksRejectedWith(tx, app.registry, block);
          // Blocks first, in id order, then their records: the order publish and reset lock in.
          const locked = (
            await rows<BlockRow>(
              tx,
              sql`SELECT * FROM change_blocks WHERE block_id = ANY(${idArray([block.block_id, ...along.map((b) => b.block_id)])})
                AND status = 'pendingreview' ORDER BY block_id FOR UPDATE`,
            )
          ).map(normaliseBlock);
          if (!locked.some((b) => b.block_id === block.block_id)) throw gone();
          for (const b of locked) requireRole(auth, b.asset_type_name, 'checker', b.website_id);
          await lockBlockRecords(tx, locked);
          await discardBlocks(tx, locked, auth.userId);
          const ids = locked.map((b) => b.block_id);
          await markBlocks(tx, ids, 'rejected', auth.userId, request.body.reason.trim());
          return { data: { rejected: ids.length, block_id: block.block_id, with_block_ids: ids.filter((id) => id !== block.block_id) } };
        }),
      );
    },
  );
}
