import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { WEBHOOK_EVENTS } from '../../shared/webhookEvents';
import { rows, type Db } from '../db/connect';
import { oneRow } from '../db/oneRow';
import { newWebhookSecret } from './signature';
import type { Webhook } from '../../shared/websiteAccess';

export async function createEndpoint(
  db: Db,
  input: { clientId: number; websiteId: number; userId: number; url: string; events: string[] },
): Promise<Webhook & { secret: string }> {
  const events = [...new Set(input.events)];
  const unknown = events.filter((e) => !(WEBHOOK_EVENTS as readonly string[]).includes(e));
  if (events.length === 0 || unknown.length > 0) {
    const reason = `events must name at least one of ${WEBHOOK_EVENTS.join(', ')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}.`;
    throw new AppError('INVALID_FIELD', { reason }, { field: 'events' });
  }
  const secret = newWebhookSecret();
  const row = oneRow(
    await rows<Webhook>(
      db,
      sql`INSERT INTO webhook_endpoints (client_id, website_id, url, events, secret, created_by)
          VALUES (${input.clientId}, ${input.websiteId}, ${input.url}, ${`{${events.join(',')}}`}::text[], ${secret}, ${input.userId})
          RETURNING endpoint_id AS id, url, events, created_at`,
    ),
    'insert into webhook_endpoints',
  );
  return { ...row, secret };
}

export function listEndpoints(db: Db, clientId: number, websiteId: number): Promise<Webhook[]> {
  return rows<Webhook>(
    db,
    sql`SELECT endpoint_id AS id, url, events, created_at FROM webhook_endpoints
        WHERE client_id = ${clientId} AND website_id = ${websiteId} AND deleted_at IS NULL ORDER BY endpoint_id DESC`,
  );
}

/** The endpoint of the website, or 404 naming it (another client's or website's is not there). */
export async function requireEndpoint(db: Db, clientId: number, websiteId: number, endpointId: number, includeDeleted = false) {
  const [found] = await rows<{ id: number; url: string }>(
    db,
    sql`SELECT endpoint_id AS id, url FROM webhook_endpoints
        WHERE endpoint_id = ${endpointId} AND client_id = ${clientId} AND website_id = ${websiteId}
        ${includeDeleted ? sql`` : sql`AND deleted_at IS NULL`}`,
  );
  if (!found) throw new AppError('NOT_FOUND', { what: `Webhook ${endpointId}` });
  return found;
}

/** Stops the endpoint: no new deliveries, and those still waiting to be retried are given up. */
export async function deleteEndpoint(db: Db, clientId: number, websiteId: number, endpointId: number): Promise<{ url: string }> {
  const found = await requireEndpoint(db, clientId, websiteId, endpointId);
  await db.execute(sql`UPDATE webhook_endpoints SET deleted_at = now() WHERE endpoint_id = ${endpointId}`);
  await db.execute(
    sql`UPDATE webhook_deliveries SET state = 'failed', finished_at = now() WHERE endpoint_id = ${endpointId} AND state = 'pending'`,
  );
  return found;
}
