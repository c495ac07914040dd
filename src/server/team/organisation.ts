import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { USE_CASES, type UseCase } from '../../shared/rules/types';
import { DEFAULT_THEME } from '../../shared/rules/theme';
import type { Db } from '../db/connect';
import { oneRow } from '../db/oneRow';
import { clients, users, websiteLocales, websites, type WebsiteMacro } from '../db/schema';
import { revokeClientSessions } from './disabling';
import { memberState } from './members';

/**
 * Clients and their websites (docs/operations.md, "Operator commands"): what the operator's
 * commands and the demo seed create, through the same checks — a bad value is refused naming it
 * and the valid choices, before anything is written.
 */

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
const LOCALE = /^([a-z]{2})(?:-([A-Z]{2}))?$/;

const refuse = (field: string, reason: string): never => {
  throw new AppError('INVALID_FIELD', { reason }, { field });
};

export async function createClient(tx: Db, name: string): Promise<number> {
  const trimmed = name.trim();
  if (trimmed.length < 2 || trimmed.length > 120) refuse('name', `Client name "${name}" must be 2 to 120 characters.`);
  const row = oneRow(await tx.insert(clients).values({ fullName: trimmed }).returning({ id: clients.clientId }), 'insert into clients');
  return row.id;
}

/** The client, or 404 naming the id (an operator's typo is told, not ignored). */
export async function clientById(db: Db, clientId: number) {
  const [client] = await db.select().from(clients).where(eq(clients.clientId, clientId));
  if (client) return client;
  const known = await db.select({ id: clients.clientId, name: clients.fullName }).from(clients).orderBy(asc(clients.clientId)).limit(10);
  const choices = known.length
    ? `the clients: ${known.map((c) => `${c.id} (${c.name})`).join(', ')}`
    : 'there is no client yet (client:create)';
  throw new AppError('INVALID_FIELD', { reason: `Client ${clientId} does not exist; ${choices}.` }, { field: 'client' });
}

export interface NewWebsite {
  clientId: number;
  name: string;
  domain: string;
  useCase: string;
  timeZone: string;
  /** `en`, `fr`, `en-IN`…; the first is the default. */
  locales?: string[];
  /** The look a seeded website comes with; a new one gets the default theme. */
  macro?: WebsiteMacro;
}

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export async function addWebsite(tx: Db, site: NewWebsite): Promise<number> {
  await clientById(tx, site.clientId);
  const name = site.name.trim();
  if (name.length < 2 || name.length > 120) refuse('name', `Website name "${site.name}" must be 2 to 120 characters.`);
  const domain = site.domain.trim().toLowerCase();
  if (!HOST.test(domain)) refuse('domain', `"${site.domain}" is not a host name (e.g. academy.example.com).`);
  if (!(USE_CASES as readonly string[]).includes(site.useCase)) {
    refuse('use-case', `Use case "${site.useCase}" is not one of ${USE_CASES.join(', ')}.`);
  }
  if (!validZone(site.timeZone)) refuse('time-zone', `"${site.timeZone}" is not an IANA time zone (e.g. Europe/Paris, Asia/Kolkata, UTC).`);
  const locales = site.locales?.length ? site.locales : ['en'];
  const bad = locales.find((l) => !LOCALE.test(l));
  if (bad !== undefined) refuse('locales', `Locale "${bad}" is not a language code or language-COUNTRY (e.g. en, fr, en-IN).`);
  const [taken] = await tx
    .select({ id: websites.websiteId })
    .from(websites)
    .where(sql`lower(${websites.domain}) = ${domain}`);
  if (taken) refuse('domain', `Domain "${domain}" is already website ${taken.id}'s; each website has its own.`);
  const macro: WebsiteMacro = site.macro ?? {
    websitemacro_display_name: name,
    websitemacro_display_setting_values: JSON.stringify({
      themeConfig: { hideThemeSelector: false, cssVariables: { ...DEFAULT_THEME, primaryColorType: 'LIGHT' } },
    }),
    websitemacro_header_links: [{ name: 'Home', href: '/' }],
    websitemacro_footer_links: [],
  };
  const row = oneRow(
    await tx
      .insert(websites)
      .values({
        clientId: site.clientId,
        name,
        domain,
        usecaseCode: site.useCase as UseCase,
        localeUsed: locales.length > 1,
        timeZone: site.timeZone,
        macro,
      })
      .returning({ id: websites.websiteId }),
    'insert into websites',
  );
  await tx.insert(websiteLocales).values(
    locales.map((locale, i) => {
      const [, language = 'en', country = ''] = LOCALE.exec(locale) ?? [];
      return { websiteId: row.id, localeCode: locale, countryCode: country, languageCode: language, isDefault: i === 0 };
    }),
  );
  return row.id;
}

/** Disables (or enables again) a client: its users' sessions and streams end, and none of them can sign in. */
export async function setClientDisabled(tx: Db, clientId: number, disabled: boolean): Promise<void> {
  await clientById(tx, clientId);
  await tx
    .update(clients)
    .set({ disabledAt: disabled ? new Date() : null })
    .where(eq(clients.clientId, clientId));
  if (disabled) await revokeClientSessions(tx, clientId);
}

/** Every client with its websites and users, for the operator's `list`. */
export async function organisation(db: Db) {
  const all = await db.select().from(clients).orderBy(asc(clients.clientId));
  const sites = await db.select().from(websites).orderBy(asc(websites.websiteId));
  const people = await db.select().from(users).orderBy(asc(users.userId));
  return all.map((c) => ({
    client_id: c.clientId,
    name: c.fullName,
    disabled: c.disabledAt !== null,
    websites: sites
      .filter((w) => w.clientId === c.clientId)
      .map((w) => ({ website_id: w.websiteId, name: w.name, domain: w.domain, use_case: w.usecaseCode, time_zone: w.timeZone })),
    users: people.filter((u) => u.clientId === c.clientId).map(memberState),
  }));
}
