import type { FastifyInstance } from 'fastify';
import { enqueueBlockEvent } from '../webhooks/blockEvents';
import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { AREAS } from '../../shared/areas';
import type { Area } from '../types';
import { rows } from '../db/connect';
import { hasRole, requireRole } from '../resources/permissions';
import { normaliseBlock, type BlockRow } from './blocks';
import { publish, reset } from './publish';
import { retryTransaction } from '../resources/retrying';
import { authOf } from '../auth/authOf';
import { routeDoc } from '../openapi/routeDoc';
import { envelope, type Schema } from '../openapi/schemas';
import { createSchedule, publishTime } from '../schedules/schedules';
import { reviewedOf } from './precondition';
import { blockScope, counted, reviewedBlocksProp, SCOPE_RULE, scopeProps } from './scopeParams';
import { vcsListRoutes } from './listRoutes';
import { discardAs, lockWithFollowers, refuseOthersWork, withdrawLocked } from './decide';
import { blockName } from './blockName';
import { myChangesRoutes } from './myChanges';
import { actorOf, audit } from '../audit/audit';

const PRECONDITION =
  'Say what you reviewed: If-Match with the ETag of GET /api/cms/vcs/blocks (everything you were shown), or blocks: [{ block_id, version }] (the changes you chose). ' +
  'Roles are checked first (403); then no precondition is 428, and a change saved again or gone since, or one sent for review since the ETag, is 412 naming each — nothing is done.';

const decideProps = { ...scopeProps, blocks: reviewedBlocksProp } as const;
const publishProps = {
  ...decideProps,
  publish_at: {
    type: 'string',
    minLength: 1,
    maxLength: 40,
    description: 'Schedule the publish for this time instead (ISO 8601 with offset).',
  },
} as const;

const bodyOf = (properties: Schema) => ({
  querystring: {
    type: 'object',
    properties: { ...scopeProps, ...('publish_at' in properties ? { publish_at: properties.publish_at } : {}) },
    additionalProperties: false,
  },
  body: { anyOf: [{ type: 'null' }, { type: 'object', properties, additionalProperties: false }] },
});

/** The asset type a publish or reset names, if it names a real one (the gate needs no more). */
const namedArea = (input: Record<string, unknown>): Area | undefined =>
  AREAS.some((a) => a.name === input.asset_type_name) ? (input.asset_type_name as Area) : undefined;
const checkerGate = { gate: { roles: ['checker'], area: namedArea } } as const;

const SCHEDULED: Schema = {
  type: 'object',
  required: ['schedule_id', 'publish_at'],
  properties: { schedule_id: { type: 'integer', minimum: 1 }, publish_at: { type: 'string', format: 'date-time' } },
};

/** The review decisions: publish (now or at a time), reset, reject and withdraw (docs/review-flow.md). */
export async function vcsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  await app.register(vcsListRoutes);
  await app.register(myChangesRoutes);

  const publishDoc = routeDoc({
    id: 'vcs_publish',
    tag: 'vcs',
    summary: 'Publish the pending changes a checker reviewed',
    description: `Checker only. ${PRECONDITION} Four eyes per change: a set holding a change you wrote any version of is refused (403), naming it. The reference check refuses (409) a change pointing at a record that would not be live, naming the pending change to publish with it. With publish_at (ISO 8601 with its offset, in the future) it schedules instead: 202 with the schedule; at that time the changes are published at the versions named, a change saved again since is skipped, and the scheduler's role and four eyes are checked again (GET /api/cms/vcs/schedules). ${SCOPE_RULE}`,
    data: counted('published'),
    errors: ['400', '401', '403', '409', '412', '428'],
  });
  publishDoc.response = { ...(publishDoc.response as Schema), '202': { description: 'Scheduled', ...envelope(SCHEDULED) } };
  app.post('/publish', { config: checkerGate, schema: { ...bodyOf(publishProps), ...publishDoc } }, async (request, reply) => {
    const scope = blockScope(request);
    const auth = authOf(request);
    requireRole(auth, scope.area, 'checker', scope.websiteId);
    const input = { ...(request.body as { publish_at?: string } | null), ...(request.query as { publish_at?: string }) };
    const at = input.publish_at === undefined ? undefined : publishTime(input.publish_at);
    const reviewed = reviewedOf(request);
    const where = { asset_type_name: scope.area, website_id: scope.websiteId };
    if (at === undefined) {
      const { published, blockIds } = await publish(app, scope, auth.userId, reviewed);
      await audit(db, { ...actorOf(request), action: 'publish', target: { ...where, block_ids: blockIds } });
      return { data: { published } };
    }
    const made = await retryTransaction(() =>
      db.transaction(async (tx) => {
        const schedule = await createSchedule(tx, app.registry, scope, auth.userId, at, reviewed);
        await audit(tx, {
          ...actorOf(request),
          action: 'schedule_created',
          target: { ...where, schedule_id: schedule.schedule_id, publish_at: schedule.publish_at, block_ids: schedule.block_ids },
        });
        return schedule;
      }),
    );
    return reply.status(202).send({ data: { schedule_id: made.schedule_id, publish_at: made.publish_at } });
  });

  const resetDoc = routeDoc({
    id: 'vcs_reset',
    tag: 'vcs',
    summary: 'Drop the pending changes a checker reviewed',
    description: `Checker only. ${PRECONDITION} Drafts are discarded and records go back to their live version; new records that were never published disappear. ${SCOPE_RULE}`,
    data: counted('reverted'),
    errors: ['400', '401', '403', '409', '412', '428'],
  });
  app.post('/reset', { config: checkerGate, schema: { ...bodyOf(decideProps), ...resetDoc } }, async (request) => {
    const scope = blockScope(request);
    const auth = authOf(request);
    requireRole(auth, scope.area, 'checker', scope.websiteId);
    const { reverted, blockIds } = await reset(app, scope, auth.userId, reviewedOf(request));
    await audit(db, {
      ...actorOf(request),
      action: 'reset',
      target: { asset_type_name: scope.area, website_id: scope.websiteId, block_ids: blockIds },
    });
    return { data: { reverted } };
  });

  const decided = {
    type: 'object',
    required: ['block_id', 'with_block_ids'],
    properties: {
      block_id: { type: 'integer', minimum: 1 },
      with_block_ids: { type: 'array', items: { type: 'integer', minimum: 1 }, description: 'The changes that went with it.' },
    },
  } as const;

  app.post<{ Body: { client_id?: number; block_id: number; reason: string } }>(
    '/reject',
    {
      config: { gate: { roles: ['checker'] } },
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
            'Checker only. The draft is discarded and the block kept as rejected with the reason, for its authors to see (My changes, and live on their event stream). ' +
            'The pending changes that belong to it go with it, with the same reason: the records it owns (x-owns) and, ' +
            'for a record that was never live, the pending records whose parent it is (and theirs). `rejected` counts all of them.',
          data: {
            ...decided,
            required: ['rejected', ...decided.required],
            properties: { rejected: { type: 'integer', minimum: 1 }, ...decided.properties },
          },
          errors: ['400', '401', '403', '404'],
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const answer = await retryTransaction(() =>
        db.transaction(async (tx) => {
          const block = await pendingBlock(tx, auth.clientId, request.body.block_id);
          requireRole(auth, block.asset_type_name, 'checker', block.website_id);
          const locked = await lockWithFollowers(tx, app.registry, block);
          if (!locked) throw gone(request.body.block_id);
          for (const b of locked) requireRole(auth, b.asset_type_name, 'checker', b.website_id);
          await discardAs(tx, locked, auth.userId, 'rejected', request.body.reason.trim());
          await enqueueBlockEvent(tx, 'rejected', locked, { reason: request.body.reason.trim() });
          const ids = locked.map((b) => b.block_id);
          const data = { rejected: ids.length, block_id: block.block_id, with_block_ids: ids.filter((id) => id !== block.block_id) };
          // In the same transaction: a rejection is never without its entry.
          await audit(tx, { ...actorOf(request), action: 'reject', target: { ...data, reason: request.body.reason.trim() } });
          return { data };
        }),
      );
      return answer;
    },
  );

  app.post<{ Body: { client_id?: number; website_id?: number; block_id: number; version: number } }>(
    '/withdraw',
    {
      config: { gate: { roles: ['maker', 'checker'] } },
      schema: {
        body: {
          type: 'object',
          required: ['block_id', 'version'],
          properties: {
            client_id: scopeProps.client_id,
            website_id: scopeProps.website_id,
            block_id: { type: 'integer', minimum: 1 },
            version: { type: 'integer', minimum: 1, description: 'The version of the change you saw; a change saved again since is 412.' },
          },
          additionalProperties: false,
        },
        ...routeDoc({
          id: 'vcs_withdraw',
          tag: 'vcs',
          summary: 'Withdraw a pending change before it is published',
          description:
            'Maker (or checker) of its area. The draft is discarded: the record goes back to its live version, and a record never published disappears with ' +
            'the pending changes that belong to it (its owned records and new children). A change someone else also wrote needs the checker role (403 naming it). ' +
            '`withdrawn` counts every change taken back.',
          data: {
            ...decided,
            required: ['withdrawn', ...decided.required],
            properties: { withdrawn: { type: 'integer', minimum: 1 }, ...decided.properties },
          },
          errors: ['400', '401', '403', '404', '412'],
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const answer = await retryTransaction(() =>
        db.transaction(async (tx) => {
          const block = await pendingBlock(tx, auth.clientId, request.body.block_id);
          const site = block.website_id;
          if (!hasRole(auth, block.asset_type_name, 'checker', site)) requireRole(auth, block.asset_type_name, 'maker', site);
          const locked = await lockWithFollowers(tx, app.registry, block);
          const root = locked?.find((b) => b.block_id === block.block_id);
          if (!locked || !root) throw gone(request.body.block_id);
          if (root.version !== request.body.version) {
            const moved = {
              block_id: root.block_id,
              record: blockName(app.registry, root),
              what: 'changed',
              version: request.body.version,
              current_version: root.version,
            };
            throw new AppError(
              'PRECONDITION_FAILED',
              { details: `${moved.record} was saved again (version ${moved.version} → ${moved.current_version}).` },
              { details: { moved: [moved] } },
            );
          }
          refuseOthersWork(app.registry, auth.userId, locked, (b) => hasRole(auth, b.asset_type_name, 'checker', b.website_id));
          await withdrawLocked(tx, locked, auth.userId);
          const ids = locked.map((b) => b.block_id);
          const data = { withdrawn: ids.length, block_id: root.block_id, with_block_ids: ids.filter((id) => id !== root.block_id) };
          await audit(tx, { ...actorOf(request), action: 'withdraw', target: data });
          return { data };
        }),
      );
      return answer;
    },
  );
}

const gone = (id: number) => new AppError('NOT_FOUND', { what: `Pending change ${id}` });

/** A pending block of the caller's client, or 404 (another client's block is as unknown as a missing one). */
async function pendingBlock(tx: Parameters<typeof rows>[0], clientId: number, blockId: number): Promise<BlockRow> {
  const [found] = await rows<BlockRow>(
    tx,
    sql`SELECT * FROM change_blocks WHERE block_id = ${blockId} AND client_id = ${clientId} AND status = 'pendingreview'`,
  );
  if (!found) throw gone(blockId);
  return normaliseBlock(found);
}
