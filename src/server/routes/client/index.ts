import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { clients, websiteLocales, websites } from '../../db/schema';
import { CLIENT_AREAS, WEBSITE_AREAS } from '../../../shared/areas';
import { AppError } from '../../../shared/errors';
import type { Area, AuthContext, RoleFlags } from '../../types';
import { pendingCounts } from './pending';
import { authOf } from '../../auth/authOf';
import { routeDoc } from '../../openapi/routeDoc';
import type { Schema } from '../../openapi/schemas';

const int: Schema = { type: 'integer', minimum: 1 };
const object = (properties: Record<string, Schema>): Schema => ({ type: 'object', required: Object.keys(properties), properties });
const roleMap: Schema = {
  type: 'object',
  additionalProperties: { type: 'boolean' },
  description: 'Area (ENTITY, PAGE, FORM, SPEAKERS) → flag.',
};
const flags = { isViewer: roleMap, isMaker: roleMap, isChecker: roleMap, hasPendingBlocks: roleMap };

const FLAGS = ['isViewer', 'isMaker', 'isChecker'] as const;

type FlagMaps = Record<(typeof FLAGS)[number] | 'hasPendingBlocks', Partial<Record<Area, boolean>>>;

function flagMaps(areas: readonly Area[], roleOf: (a: Area) => RoleFlags | undefined, pending: (a: Area) => number): FlagMaps {
  const maps: FlagMaps = { isViewer: {}, isMaker: {}, isChecker: {}, hasPendingBlocks: {} };
  for (const area of areas) {
    const role = roleOf(area);
    for (const flag of FLAGS) maps[flag][area] = role?.[flag] ?? false;
    maps.hasPendingBlocks[area] = pending(area) > 0;
  }
  return maps;
}

/** ENTITY and PAGE flags at client level: true when any of the user's websites grants them. */
function anyWebsiteRole(auth: AuthContext, area: Area): RoleFlags {
  const all = [...auth.websiteRoles.values()].map((r) => r[area]);
  return {
    isViewer: all.some((r) => r?.isViewer),
    isMaker: all.some((r) => r?.isMaker),
    isChecker: all.some((r) => r?.isChecker),
  };
}

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
    data: object({ client_id: int, client_full_name: { type: 'string' }, ...flags, settings: { type: 'object' } }),
    errors: ['400', '401', '404'],
  });
  app.get('/', { schema: { querystring: clientQuery, ...clientDoc } }, async (request) => {
    const auth = authOf(request);
    const [client] = await db.select().from(clients).where(eq(clients.clientId, auth.clientId));
    if (!client) throw new AppError('NOT_FOUND', { what: 'Client' });
    const pending = await pendingCounts(db, auth.clientId);
    const maps = flagMaps(
      [...WEBSITE_AREAS, ...CLIENT_AREAS],
      (area) => (WEBSITE_AREAS.includes(area) ? anyWebsiteRole(auth, area) : auth.clientRoles[area]),
      (area) => pending.byArea[area] ?? 0,
    );
    return {
      data: { client_id: client.clientId, client_full_name: client.fullName, ...maps, settings: client.settings },
    };
  });

  const websitesDoc = routeDoc({
    id: 'client_websites',
    tag: 'client',
    summary: "The caller's websites",
    description:
      'The websites the signed-in user holds a role on, with their use case, role and pending flags, locale switch and display settings.',
    data: {
      type: 'array',
      items: object({
        website_id: int,
        client_id: int,
        website_name: { type: 'string' },
        website_domain: { type: 'string' },
        usecase_relation: object({ usecase_code: { type: 'string' } }),
        ...flags,
        ic_website_env: object({ wenv_locale_used: { type: 'boolean' } }),
        d_i_websitemacro: { type: 'object' },
      }),
    },
    errors: ['400', '401'],
  });
  app.get('/websites', { schema: { querystring: clientQuery, ...websitesDoc } }, async (request) => {
    const auth = authOf(request);
    const ids = [...auth.websiteRoles.keys()];
    if (ids.length === 0) return { data: [] };
    const rows = await db
      .select()
      .from(websites)
      .where(and(eq(websites.clientId, auth.clientId), inArray(websites.websiteId, ids)))
      .orderBy(asc(websites.websiteId));
    const pending = await pendingCounts(db, auth.clientId);
    return {
      data: rows.map((w) => ({
        website_id: w.websiteId,
        client_id: w.clientId,
        website_name: w.name,
        website_domain: w.domain,
        usecase_relation: { usecase_code: w.usecaseCode },
        ...flagMaps(
          WEBSITE_AREAS,
          (area) => auth.websiteRoles.get(w.websiteId)?.[area],
          (area) => pending.byWebsite.get(w.websiteId)?.[area] ?? 0,
        ),
        ic_website_env: { wenv_locale_used: w.localeUsed },
        d_i_websitemacro: w.macro,
      })),
    };
  });

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
