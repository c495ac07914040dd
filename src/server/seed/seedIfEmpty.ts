import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { oneRow } from '../db/oneRow';
import { CLIENT_AREAS, WEBSITE_AREAS } from '../../shared/areas';
import { clients, users } from '../db/schema';
import { addWebsite, createClient } from '../team/organisation';
import { addMember } from '../team/members';
import { hashPassword } from '../auth/passwords';
import { DEMO_PASSWORD, DEMO_REFUSED_IN_PRODUCTION, demoClients } from './demoAccounts';
import { seedContent } from './contentSeed';
import { AppStartError } from '../startError';
import type { Registry } from '../../shared/registry';
import type { Sample } from './seedFiles';
import type { FileStore } from '../files/fileStore';
import { DemoImages } from './demoImages';
import { seedDayShift } from './seedDates';

export interface SeedOptions {
  /** A production server refuses to seed: the demo accounts share a published password. */
  production?: boolean;
  /** Where the demo images go; without it the image fields stay empty. */
  files?: FileStore;
  /** The seeding day the demo dates are moved to (seedDates.ts). */
  now?: Date;
}

/** Seeds docs/architecture.md §7's demo data once, on an empty database; concurrent starts seed it once. */
export async function seedIfEmpty(
  db: Db,
  log: FastifyBaseLogger,
  registry: Registry,
  samples: ReadonlyMap<string, Sample[]>,
  { production = false, files, now = new Date() }: SeedOptions = {},
): Promise<boolean> {
  const days = seedDayShift(now);
  const hashes = new Map<string, string>();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    const { n } = oneRow(await tx.select({ n: count() }).from(clients), 'count of clients');
    if (n > 0) return false;
    // The demo accounts share a published password: a production server must never create them.
    if (production) throw new AppStartError(DEMO_REFUSED_IN_PRODUCTION);
    // Through the services the operator's commands use (src/server/team/): the demo is one organisation like any other.
    for (const demo of demoClients) {
      const clientId = await createClient(tx, demo.name);
      const sites = [];
      for (const w of demo.websites) {
        const websiteId = await addWebsite(tx, {
          clientId,
          name: w.name,
          domain: w.domain,
          useCase: w.usecase,
          timeZone: w.timeZone,
          locales: w.locales.map((l) => l.locale),
          macro: w.macro,
        });
        sites.push({ websiteId, usecase: w.usecase, key: w.key });
      }
      let firstUser: number | undefined;
      for (const u of demo.users) {
        // Salted per user; scrypt runs on the thread pool, so users hash in parallel below.
        hashes.set(u.email, '');
        const names = (['viewer', 'maker', 'checker'] as const).filter((r) => u.roles[r]);
        const roles = {
          websites: Object.fromEntries(
            sites.map((s) => [String(s.websiteId), Object.fromEntries(WEBSITE_AREAS.map((a) => [a, [...names]]))]),
          ),
          client: Object.fromEntries(CLIENT_AREAS.map((a) => [a, [...names]])),
        };
        const { userId } = await addMember(tx, {
          clientId,
          email: u.email,
          name: u.name,
          owner: u.owner === true,
          roles,
          passwordHash: 'pending',
        });
        firstUser ??= userId;
      }
      // Files are written before the transaction commits: a failed seeding leaves unreferenced demo images, never a record without its image.
      const images = files ? new DemoImages(files, clientId, firstUser ?? 0) : undefined;
      await seedContent(tx, registry, samples, clientId, sites, { images, days });
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
