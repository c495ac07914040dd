import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { clients, websiteLocales, websites } from '../../db/schema';
import { CLIENT_AREAS, WEBSITE_AREAS } from '../../../shared/areas';
import { AppError } from '../../../shared/errors';
import type { Area, AuthContext, RoleFlags } from '../../types';
import { pendingCounts } from './pending';
import { authOf } from '../../auth/authOf';

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

  app.get('/', { schema: { querystring: clientQuery } }, async (request) => {
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

  app.get('/websites', { schema: { querystring: clientQuery } }, async (request) => {
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
