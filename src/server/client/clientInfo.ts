import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { clients, websites } from '../db/schema';
import { CLIENT_AREAS, WEBSITE_AREAS } from '../../shared/areas';
import { AppError } from '../../shared/errors';
import type { Area, AuthContext, RoleFlags } from '../types';
import { pendingCounts } from './pending';
import { liveDisplaySettings } from '../websites/displaySettings';

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

/** The caller's client with role flags per area and whether changes wait for review in each. */
export async function clientInfo(db: Db, auth: AuthContext) {
  const [client] = await db.select().from(clients).where(eq(clients.clientId, auth.clientId));
  if (!client) throw new AppError('NOT_FOUND', { what: 'Client' });
  const pending = await pendingCounts(db, auth.clientId);
  const maps = flagMaps(
    [...WEBSITE_AREAS, ...CLIENT_AREAS],
    (area) => (WEBSITE_AREAS.includes(area) ? anyWebsiteRole(auth, area) : auth.clientRoles[area]),
    (area) => pending.byArea[area] ?? 0,
  );
  return { client_id: client.clientId, client_full_name: client.fullName, ...maps, settings: client.settings };
}

/** The websites the caller holds a role on, with their role and pending flags. */
export async function websiteList(db: Db, auth: AuthContext) {
  const ids = [...auth.websiteRoles.keys()];
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(websites)
    .where(and(eq(websites.clientId, auth.clientId), inArray(websites.websiteId, ids)))
    .orderBy(asc(websites.websiteId));
  // Published display settings (the theme editor's, through review) take the place of the stored ones.
  const [pending, published] = await Promise.all([pendingCounts(db, auth.clientId), liveDisplaySettings(db, auth.clientId, ids)]);
  return rows.map((w) => ({
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
    website_timezone: w.timeZone,
    d_i_websitemacro: {
      ...w.macro,
      websitemacro_display_setting_values: published.get(w.websiteId) ?? w.macro.websitemacro_display_setting_values,
    },
  }));
}
