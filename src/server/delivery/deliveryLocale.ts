import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Declaration } from '../../shared/registry';
import type { Db } from '../db/connect';
import { websiteLocales } from '../db/schema';

/**
 * The copy a delivery read of a localised kind means: null for the default copy (no locale, or the
 * website's default one), else a country code of another of the website's locales. `locale` takes a
 * locale code (en-GB) or its country code (GB); an unknown one is refused, naming those the website has.
 */
export async function deliveryLocale(db: Db, decl: Declaration, websiteId: number, raw: string | undefined): Promise<string | null> {
  if (!decl.localised || raw === undefined || raw.trim() === '') return null;
  const wanted = raw.trim().toUpperCase();
  const locales = await db.select().from(websiteLocales).where(eq(websiteLocales.websiteId, websiteId)).orderBy(asc(websiteLocales.id));
  const found = locales.find((l) => l.countryCode.toUpperCase() === wanted || l.localeCode.toUpperCase() === wanted);
  if (!found) {
    const known = locales.map((l) => l.localeCode).join(', ') || 'none';
    throw new AppError(
      'INVALID_QUERY',
      { field: 'locale', reason: `${raw} is not one of this website's locales (${known}).` },
      { field: 'locale' },
    );
  }
  return found.isDefault ? null : found.countryCode.toUpperCase();
}
