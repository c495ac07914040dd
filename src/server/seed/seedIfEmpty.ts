import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { oneRow } from '../db/oneRow';
import { CLIENT_AREAS, WEBSITE_AREAS } from '../../shared/areas';
import { clientRoles, clients, users, websiteLocales, websiteRoles, websites } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { DEMO_PASSWORD, DEMO_REFUSED_IN_PRODUCTION, demoClients } from './demoAccounts';
import { seedContent } from './contentSeed';
import { AppStartError } from '../startError';
import type { Registry } from '../../shared/registry';
import type { Sample } from './seedFiles';

/** Seeds docs/architecture.md §7's demo data once, on an empty database; concurrent starts seed it once. */
export async function seedIfEmpty(
  db: Db,
  log: FastifyBaseLogger,
  registry: Registry,
  samples: ReadonlyMap<string, Sample[]>,
  production = false,
): Promise<boolean> {
  const hashes = new Map<string, string>();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    const { n } = oneRow(await tx.select({ n: count() }).from(clients), 'count of clients');
    if (n > 0) return false;
    // The demo accounts share a published password: a production server must never create them.
    if (production) throw new AppStartError(DEMO_REFUSED_IN_PRODUCTION);
    for (const demo of demoClients) {
      const client = oneRow(await tx.insert(clients).values({ fullName: demo.name }).returning(), 'insert into clients');
      const sites = [];
      for (const w of demo.websites) {
        const row = oneRow(
          await tx
            .insert(websites)
            .values({
              clientId: client.clientId,
              name: w.name,
              domain: w.domain,
              usecaseCode: w.usecase,
              localeUsed: w.localeUsed,
              timeZone: w.timeZone,
              macro: w.macro,
            })
            .returning(),
          'insert into websites',
        );
        sites.push({ websiteId: row.websiteId, usecase: w.usecase, key: w.key });
        await tx.insert(websiteLocales).values(
          w.locales.map((l, i) => ({
            websiteId: row.websiteId,
            localeCode: l.locale,
            countryCode: l.country,
            languageCode: l.language,
            isDefault: i === 0,
          })),
        );
      }
      for (const u of demo.users) {
        // Salted per user; scrypt runs on the thread pool, so users hash in parallel below.
        hashes.set(u.email, '');
        const user = oneRow(
          await tx.insert(users).values({ clientId: client.clientId, email: u.email, name: u.name, passwordHash: 'pending' }).returning(),
          'insert into users',
        );
        const flags = { isViewer: u.roles.viewer, isMaker: u.roles.maker, isChecker: u.roles.checker };
        for (const s of sites) {
          await tx
            .insert(websiteRoles)
            .values(WEBSITE_AREAS.map((area) => ({ userId: user.userId, websiteId: s.websiteId, area, ...flags })));
        }
        await tx
          .insert(clientRoles)
          .values(CLIENT_AREAS.map((area) => ({ userId: user.userId, clientId: client.clientId, area, ...flags })));
      }
      await seedContent(tx, registry, samples, client.clientId, sites);
    }
    const emails = [...hashes.keys()];
    const computed = await Promise.all(emails.map(() => hashPassword(DEMO_PASSWORD)));
    for (const [i, email] of emails.entries()) {
      await tx
        .update(users)
        .set({ passwordHash: computed[i] })
        .where(sql`${users.email} = ${email}`);
    }
    return true;
  });
  if (seeded) log.info('seeded the demo client, websites, users and content');
  return seeded;
}
