import type { FastifyInstance } from 'fastify';
import { AREAS } from '../../shared/areas';
import { authOf } from '../auth/authOf';
import { routeDoc } from '../openapi/routeDoc';
import type { Schema } from '../openapi/schemas';
import { withRetries } from '../resources/retrying';
import { cancelSchedule, listSchedules } from './schedules';
import { actorOf, audit } from '../audit/audit';

const schedule: Schema = {
  type: 'object',
  required: ['schedule_id', 'asset_type_name', 'publish_at', 'state'],
  properties: {
    schedule_id: { type: 'integer', minimum: 1 },
    website_id: { type: ['integer', 'null'] },
    asset_type_name: { type: 'string', enum: AREAS.map((a) => a.name) },
    block_ids: {
      type: 'array',
      items: { type: 'integer' },
      description: 'The changes the checker reviewed when setting it: what it publishes.',
    },
    block_versions: {
      type: ['array', 'null'],
      items: { type: 'integer' },
      description: 'The version of each of block_ids when it was set; a change saved again since is skipped.',
    },
    publish_at: { type: 'string', format: 'date-time' },
    created_by: { type: 'integer' },
    created_by_name: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
    state: { type: 'string', enum: ['scheduled', 'done', 'failed', 'cancelled'] },
    published: { type: ['integer', 'null'], description: 'How many changes went live (done).' },
    reason: { type: ['string', 'null'], description: 'Why it failed, when it did.' },
    skipped: {
      type: 'array',
      description: 'The changes the run left pending, each with why: changed (saved again since), gone, four_eyes, use_case or reference.',
      items: {
        type: 'object',
        required: ['block_id', 'reason'],
        properties: {
          block_id: { type: 'integer', minimum: 1 },
          reason: { type: 'string', enum: ['changed', 'gone', 'four_eyes', 'use_case', 'reference'] },
          message: { type: 'string' },
        },
      },
    },
    finished_at: { type: ['string', 'null'], format: 'date-time' },
  },
};

/** The client's scheduled publishes and their cancellation (docs/review-flow.md, scheduled publish). */
export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const db = withRetries(app.database.db);
  app.get(
    '/schedules',
    {
      schema: {
        querystring: { type: 'object', properties: { client_id: { type: 'integer', minimum: 1 } }, additionalProperties: false },
        ...routeDoc({
          id: 'vcs_schedules',
          tag: 'vcs',
          summary: "The client's scheduled publishes",
          description:
            'Every scheduled publish of the areas and websites the caller may view, soonest first: when, who set it, its state (scheduled, done, failed with its reason, cancelled) and the changes it left pending with why (skipped).',
          data: { type: 'array', items: schedule },
          errors: ['400', '401'],
        }),
      },
    },
    async (request) => ({ data: await listSchedules(db, authOf(request)) }),
  );
  app.delete<{ Params: { id: number } }>(
    '/schedules/:id',
    {
      config: { gate: { roles: ['checker'] } },
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        querystring: { type: 'object', properties: { client_id: { type: 'integer', minimum: 1 } }, additionalProperties: false },
        ...routeDoc({
          id: 'vcs_schedule_cancel',
          tag: 'vcs',
          summary: 'Cancel a scheduled publish',
          description:
            'Checker of its area only. A schedule that already ran, failed or was cancelled cannot be (409); its changes stay pending either way.',
          data: schedule,
          errors: ['400', '401', '403', '404', '409'],
        }),
      },
    },
    async (request) => {
      const cancelled = await db.transaction(async (tx) => {
        const schedule = await cancelSchedule(tx, authOf(request), request.params.id);
        await audit(tx, {
          ...actorOf(request),
          action: 'schedule_cancelled',
          target: { schedule_id: schedule.schedule_id, publish_at: schedule.publish_at },
        });
        return schedule;
      });
      return { data: cancelled };
    },
  );
}
