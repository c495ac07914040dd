import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import type { Declaration } from '../../shared/registry';
import type { Db } from '../db/connect';
import { websiteLocales } from '../db/schema';
import type { Scope } from './store';

/** The query parameter that picks a localised record's copy. */
export const LOCALE_PARAM = 'locale_country_code';

/**
 * Which copy of a localised record a call means: null for the default copy (no parameter, or the
 * website's default locale), else the country code of another of the website's locales. An
 * unknown one is refused, naming it and the ones the website has. Undefined for kinds that are
 * not localised: they have one copy.
 */
export async function localeOf(db: Db, decl: Declaration, scope: Scope, request: FastifyRequest): Promise<string | null | undefined> {
  if (!decl.localised) return undefined;
  const raw = (request.query as Record<string, unknown>)[LOCALE_PARAM];
  if (typeof raw !== 'string' || raw === '' || scope.websiteId === null) return null;
  const requested = raw.toUpperCase();
  const locales = await db
    .select()
    .from(websiteLocales)
    .where(eq(websiteLocales.websiteId, scope.websiteId))
    .orderBy(asc(websiteLocales.id));
  const found = locales.find((l) => l.countryCode.toUpperCase() === requested);
  if (!found) {
    const known = [...new Set(locales.map((l) => l.countryCode))].join(', ') || 'none';
    throw new AppError('LOCALE_UNKNOWN', { locale: raw, known }, { field: LOCALE_PARAM });
  }
  return found.isDefault ? null : requested;
}
