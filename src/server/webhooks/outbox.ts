import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { WebhookEvent } from '../../shared/webhookEvents';
import { rows, type Db } from '../db/connect';
import { oneRow } from '../db/oneRow';
import type { Delivery } from '../../shared/websiteAccess';

/** A record an event is about: its kind and id, and what happened to it (CREATE, UPDATE, DELETE). */
export interface ChangedRecord {
  kind: string;
  record_id: number;
  action: string;
}

/** The records of an event grouped by kind: `{ kind, ids, actions }`, one entry per kind. */
function byKind(records: ChangedRecord[]): { kind: string; ids: number[]; actions: Record<string, string> }[] {
  const kinds = new Map<string, { kind: string; ids: number[]; actions: Record<string, string> }>();
  for (const r of records) {
    const entry = kinds.get(r.kind) ?? { kind: r.kind, ids: [], actions: {} };
    entry.ids.push(Number(r.record_id));
    entry.actions[String(r.record_id)] = r.action;
    kinds.set(r.kind, entry);
  }
  return [...kinds.values()];
}

/**
 * Writes one delivery per endpoint that asked for the event, in the caller's transaction (an
 * outbox): the event is sent exactly when the change it reports is committed, by whichever node
 * claims it. A change of client-wide content (websiteId null) concerns every website of the client.
 */
export async function enqueueEvent(
  tx: Db,
  event: { clientId: number; websiteId: number | null; event: WebhookEvent; records: ChangedRecord[]; extra?: Record<string, unknown> },
): Promise<void> {
  const site = event.websiteId === null ? sql`` : sql`AND e.website_id = ${event.websiteId}`;
  const body = { changes: byKind(event.records), ...event.extra };
  await tx.execute(
    sql`INSERT INTO webhook_deliveries (endpoint_id, event, payload)
        SELECT e.endpoint_id, ${event.event},
          jsonb_build_object('event', ${event.event}::text, 'website', jsonb_build_object('id', w.website_id, 'name', w.website_name, 'domain', w.website_domain),
                             'occurred_at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) || ${JSON.stringify(body)}::jsonb
        FROM webhook_endpoints e JOIN websites w ON w.website_id = e.website_id
        WHERE e.client_id = ${event.clientId} AND e.deleted_at IS NULL AND ${event.event} = ANY(e.events) ${site}`,
  );
}

/** An endpoint's deliveries, newest first, each with every attempt (the console's delivery log). */
export async function deliveryLog(db: Db, endpointId: number, page: number, maxResults: number) {
  const data = await rows<Delivery>(
    db,
    sql`SELECT d.delivery_id, d.event, d.state, d.created_at,
          CASE WHEN d.state = 'pending' THEN to_char(d.next_attempt_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END AS next_attempt_at,
          COALESCE((SELECT json_agg(json_build_object('attempt', a.attempt,
                      'at', to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                      'status_code', a.status_code, 'duration_ms', a.duration_ms, 'error', a.error) ORDER BY a.attempt_id)
                    FROM webhook_attempts a WHERE a.delivery_id = d.delivery_id), '[]'::json) AS attempts
        FROM webhook_deliveries d WHERE d.endpoint_id = ${endpointId}
        ORDER BY d.delivery_id DESC LIMIT ${maxResults} OFFSET ${(page - 1) * maxResults}`,
  );
  const [count] = await rows<{ total: number | string }>(
    db,
    sql`SELECT count(*) AS total FROM webhook_deliveries WHERE endpoint_id = ${endpointId}`,
  );
  return { data: data.map((d) => ({ ...d, delivery_id: Number(d.delivery_id) })), total: Number(count?.total ?? 0) };
}

/** A new delivery of the same event and payload to the same endpoint, sent on the next tick: a new series of attempts. */
export async function redeliver(db: Db, endpointId: number, deliveryId: number): Promise<number> {
  const [copied] = await rows<{ delivery_id: number | string }>(
    db,
    sql`INSERT INTO webhook_deliveries (endpoint_id, event, payload)
        SELECT endpoint_id, event, payload FROM webhook_deliveries WHERE delivery_id = ${deliveryId} AND endpoint_id = ${endpointId}
        RETURNING delivery_id`,
  );
  if (!copied) throw new AppError('NOT_FOUND', { what: `Delivery ${deliveryId}` });
  return Number(oneRow([copied], 'redeliver').delivery_id);
}
