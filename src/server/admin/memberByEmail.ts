import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/connect';
import { users } from '../db/schema';

/** The user an operator names by address, whichever client they belong to, or an error naming it. */
export async function memberByEmail(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, address));
  if (!user) throw new AppError('INVALID_FIELD', { reason: `No user has the address "${email}" (see \`list\`).` }, { field: 'email' });
  return user;
}
