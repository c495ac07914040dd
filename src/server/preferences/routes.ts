import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authOf';
import { routeDoc } from '../openapi/routeDoc';
import { MAX_PREFERENCE_CHARS, MAX_PREFERENCES, PREFERENCE_KEY } from '../../shared/rules/preferences';
import { keepPreference } from './preferences';

/**
 * PUT /api/client/preferences: what a user keeps of the console for themselves (a list's columns,
 * its saved views), theirs alone and on every device; the session answer carries them all. Not
 * content: nothing here is reviewed, published or seen by anyone else.
 */
export async function preferenceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const doc = routeDoc({
    id: 'client_preference_put',
    tag: 'client',
    summary: 'Keep one of your console settings',
    description: `Keeps \`value\` under \`key\` for the signed-in user (a kind's chosen columns: \`columns.<kind>\`; its saved views: \`views.<kind>\`); null or an empty text forgets it. At most ${MAX_PREFERENCES} keys per user and ${MAX_PREFERENCE_CHARS} characters per value. GET /api/client/session answers them all, as \`preferences\`.`,
    data: {
      type: 'object',
      required: ['key', 'value'],
      properties: { key: { type: 'string' }, value: { type: ['string', 'null'] } },
    },
    errors: ['400', '401'],
  });
  app.put<{ Body: { key: string; value: string | null } }>(
    '/api/client/preferences',
    {
      schema: {
        querystring: { type: 'object', properties: { client_id: { type: 'integer', minimum: 1 } }, additionalProperties: false },
        body: {
          type: 'object',
          required: ['key', 'value'],
          properties: {
            key: { type: 'string', pattern: PREFERENCE_KEY, description: 'e.g. columns.event-zones' },
            value: { type: ['string', 'null'], maxLength: MAX_PREFERENCE_CHARS },
          },
          additionalProperties: false,
        },
        ...doc,
      },
    },
    async (request) => {
      const { key, value } = request.body;
      await keepPreference(db, authOf(request).userId, key, value || null);
      return { data: { key, value: value || null } };
    },
  );
}
