import type { FastifyInstance } from 'fastify';
import { asc, inArray } from 'drizzle-orm';
import { websiteLocales } from '../db/schema';
import { clientInfo, websiteList } from './clientInfo';
import { recordWebsite } from './recordWebsite';
import { preferencesOf } from '../preferences/preferences';
import { pendingStreamRoute } from './pendingStream';
import { authOf } from '../auth/authOf';
import { routeDoc } from '../openapi/routeDoc';
import type { Schema } from '../openapi/schemas';

const int: Schema = { type: 'integer', minimum: 1 };
const object = (properties: Record<string, Schema>): Schema => ({ type: 'object', required: Object.keys(properties), properties });
const roleMap: Schema = {
  type: 'object',
  additionalProperties: { type: 'boolean' },
  description: 'Area (ENTITY, PAGE, FORM, SPEAKERS) → flag.',
};
const flags = { isViewer: roleMap, isMaker: roleMap, isChecker: roleMap, hasPendingBlocks: roleMap };
const clientData = object({ client_id: int, client_full_name: { type: 'string' }, ...flags, settings: { type: 'object' } });
const websitesData: Schema = {
  type: 'array',
  items: object({
    website_id: int,
    client_id: int,
    website_name: { type: 'string' },
    website_domain: { type: 'string' },
    usecase_relation: object({ usecase_code: { type: 'string' } }),
    ...flags,
    ic_website_env: object({ wenv_locale_used: { type: 'boolean' } }),
    website_timezone: { type: 'string', description: 'IANA time zone the console shows dates and times in.' },
    d_i_websitemacro: { type: 'object' },
  }),
};

const clientQuery = {
  type: 'object',
  properties: { client_id: { type: 'integer', minimum: 1 } },
  additionalProperties: false,
} as const;

export async function clientRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  const clientDoc = routeDoc({
    id: 'client_read',
    tag: 'client',
    summary: "The caller's client",
    description:
      'The client of the signed-in user with their role flags per area (website areas: true when any of their websites grants the role) and whether changes are pending review in each area.',
    data: clientData,
    errors: ['400', '401', '404'],
  });
  app.get('/', { schema: { querystring: clientQuery, ...clientDoc } }, async (request) => ({
    data: await clientInfo(db, authOf(request)),
  }));

  const websitesDoc = routeDoc({
    id: 'client_websites',
    tag: 'client',
    summary: "The caller's websites",
    description:
      'The websites the signed-in user holds a role on, with their use case, role and pending flags, locale switch and display settings.',
    data: websitesData,
    errors: ['400', '401'],
  });
  app.get('/websites', { schema: { querystring: clientQuery, ...websitesDoc } }, async (request) => ({
    data: await websiteList(db, authOf(request)),
  }));

  const sessionDoc = routeDoc({
    id: 'client_session',
    tag: 'client',
    summary: 'Everything the console needs to start',
    description:
      "The signed-in user, their client and their websites with role and pending flags, in one answer: the console's first screen needs one round trip before its own calls, not three in a row.",
    data: object({
      user: object({ user_id: int, email: { type: 'string' }, name: { type: 'string' }, client_id: int, owner: { type: 'boolean' } }),
      client: clientData,
      websites: websitesData,
      preferences: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: 'What the user keeps of the console for themselves, key → value (PUT /api/client/preferences).',
      },
    }),
    errors: ['400', '401', '404'],
  });
  app.get('/session', { schema: { querystring: clientQuery, ...sessionDoc } }, async (request) => {
    const auth = authOf(request);
    const [client, sites, preferences] = await Promise.all([clientInfo(db, auth), websiteList(db, auth), preferencesOf(db, auth.userId)]);
    return {
      data: {
        user: { user_id: auth.userId, email: auth.email, name: auth.name, client_id: auth.clientId, owner: auth.owner },
        client,
        websites: sites,
        preferences,
      },
    };
  });

  pendingStreamRoute(app, clientQuery);

  app.get<{ Querystring: { client_id?: number; kind: string; id: number } }>(
    '/record_website',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['kind', 'id'],
          properties: {
            client_id: { type: 'integer', minimum: 1 },
            kind: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' },
            id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
          },
          additionalProperties: false,
        },
        ...routeDoc({
          id: 'client_recordWebsite',
          tag: 'client',
          summary: 'The website that holds a record',
          description:
            "For a link to a record of another website: which of the caller's websites holds record id of kind, so the console can offer to switch. 404 when the record is not of the caller's client, or the caller may not view its area on that website.",
          data: object({ website_id: int, website_name: { type: 'string' } }),
          errors: ['400', '401', '404'],
        }),
      },
    },
    async (request) => ({ data: await recordWebsite(db, app.registry, authOf(request), request.query.kind, request.query.id) }),
  );

  app.get<{ Querystring: { client_id?: number; website_id?: number } }>(
    '/website_locales',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { client_id: { type: 'integer', minimum: 1 }, website_id: { type: 'integer', minimum: 1 } },
          additionalProperties: false,
        },
        ...routeDoc({
          id: 'client_websiteLocales',
          tag: 'client',
          summary: "Locales of the caller's websites",
          description: 'Every locale of the websites the user holds a role on, or of website_id only; the default locale is marked.',
          data: {
            type: 'array',
            items: object({
              website_id: int,
              locale_code: { type: 'string' },
              country_code: { type: 'string' },
              language_code: { type: 'string' },
              is_default: { type: 'boolean' },
            }),
          },
          errors: ['400', '401'],
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const ids = request.query.website_id ? [request.query.website_id] : [...auth.websiteRoles.keys()];
      if (ids.length === 0) return { data: [] };
      const rows = await db
        .select()
        .from(websiteLocales)
        .where(inArray(websiteLocales.websiteId, ids))
        .orderBy(asc(websiteLocales.websiteId), asc(websiteLocales.id));
      return {
        data: rows.map((l) => ({
          website_id: l.websiteId,
          locale_code: l.localeCode,
          country_code: l.countryCode,
          language_code: l.languageCode,
          is_default: l.isDefault,
        })),
      };
    },
  );
}
