import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { appSecrets } from '../db/schema';

const NAME = 'file_signing_secret';

/**
 * FILE_SIGNING_SECRET when set; otherwise a random secret made once and kept in app_secrets, so
 * every instance on the database signs and checks links alike (the first insert wins a race).
 */
export async function fileSigningSecret(db: Db, configured: string): Promise<string> {
  if (configured !== '') return configured;
  await db
    .insert(appSecrets)
    .values({ name: NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, NAME));
  if (!row) throw new Error('The file signing secret could not be read back from app_secrets.');
  return row.value;
}
