import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { sessions, users } from '../db/schema';

/**
 * Ends every session of a client's users: their next request is refused, and their event streams
 * end at the nodes' next session check (src/server/client/eventStreams.ts), within 5 s.
 */
export async function revokeClientSessions(tx: Db, clientId: number): Promise<void> {
  const members = tx.select({ id: users.userId }).from(users).where(eq(users.clientId, clientId));
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(inArray(sessions.userId, members), isNull(sessions.revokedAt)));
}
