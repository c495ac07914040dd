import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { auditLog } from '../db/schema';
import type { AuditAction } from '../../shared/auditActions';

export interface AuditEntry {
  /** null: no client (a failed sign-in of an unknown address, an operator command before any client). */
  clientId: number | null;
  /** null: the operator's command line, or no one signed in. */
  userId: number | null;
  userName?: string | null;
  action: AuditAction;
  /** Which records, users or changes: ids and names, enough to find them again. */
  target?: Record<string, unknown>;
  /** The caller's address, or "command line". */
  address: string | null;
}

/** Appends one entry; the table refuses any change to an entry already written (a trigger). */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    clientId: entry.clientId,
    userId: entry.userId,
    userName: entry.userName ?? null,
    action: entry.action,
    target: entry.target ?? {},
    address: entry.address,
  });
}

/** Who is acting, for an entry about a signed-in request. */
export function actorOf(request: FastifyRequest): Pick<AuditEntry, 'clientId' | 'userId' | 'userName' | 'address'> {
  const auth = request.auth;
  return { clientId: auth?.clientId ?? null, userId: auth?.userId ?? null, userName: auth?.name ?? null, address: request.ip };
}
