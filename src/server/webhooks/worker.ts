import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rows } from '../db/connect';
import { sendDelivery, SEND_TIMEOUT_MS } from './send';
import { everyTick } from '../plugins/everyTick';

/** Deliveries sent at once per tick, per node. */
const PER_TICK = 10;
/** A claimed delivery is not claimed again for this long: longer than a send takes, so a live node keeps it. */
const LEASE_S = Math.ceil((SEND_TIMEOUT_MS * 3) / 1000);
/** Retries stop after this long (at least 24 hours of tries, as docs/delivery.md promises). */
export const GIVE_UP_AFTER_MS = 25 * 60 * 60 * 1000;
/** No wait between two attempts is longer than this. */
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

interface Claimed {
  delivery_id: number | string;
  event: string;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: string;
  url: string;
  secret: string;
  deleted: boolean;
}

/** The wait before attempt n + 1 after n failures: base, 2 × base, 4 × base… capped. */
export const retryDelayMs = (base: number, failures: number): number => Math.min(MAX_DELAY_MS, base * 2 ** Math.max(0, failures - 1));

/**
 * Sends the webhook outbox: each node claims due deliveries with SKIP LOCKED and a lease (its next
 * attempt time moved past the send), so two nodes never send the same attempt, and a node killed
 * mid-send leaves the delivery to be tried again when the lease ends. Runs at start (what was due
 * while every node was down goes now) and every WEBHOOK_TICK_MS.
 */
export const webhookWorker = fp(async (app: FastifyInstance) => {
  const { db } = app.database;
  const { webhookRetryBaseMs, webhooksAllowHttp } = app.config;

  async function deliver(claimed: Claimed): Promise<void> {
    const id = Number(claimed.delivery_id);
    if (claimed.deleted) {
      await db.execute(sql`UPDATE webhook_deliveries SET state = 'failed', finished_at = now() WHERE delivery_id = ${id}`);
      return;
    }
    const body = JSON.stringify({ id, ...claimed.payload });
    const result = await sendDelivery(
      claimed.url,
      body,
      { secret: claimed.secret, event: claimed.event, deliveryId: id },
      webhooksAllowHttp,
    );
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const expired = Date.now() - new Date(claimed.created_at).getTime() > GIVE_UP_AFTER_MS;
    const next = new Date(Date.now() + retryDelayMs(webhookRetryBaseMs, claimed.attempts));
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO webhook_attempts (delivery_id, attempt, status_code, duration_ms, error)
            VALUES (${id}, ${claimed.attempts}, ${result.statusCode}, ${result.durationMs}, ${result.error})`,
      );
      await tx.execute(
        ok || expired
          ? sql`UPDATE webhook_deliveries SET state = ${ok ? 'delivered' : 'failed'}, finished_at = now() WHERE delivery_id = ${id}`
          : sql`UPDATE webhook_deliveries SET next_attempt_at = ${next} WHERE delivery_id = ${id}`,
      );
    });
  }

  /** Claims and sends one batch; says whether the batch was full (more may be due). */
  async function batch(): Promise<boolean> {
    const claimed = await rows<Claimed>(
      db,
      sql`UPDATE webhook_deliveries d SET next_attempt_at = now() + make_interval(secs => ${LEASE_S}), attempts = d.attempts + 1
          FROM webhook_endpoints e
          WHERE e.endpoint_id = d.endpoint_id AND d.delivery_id IN (
            SELECT delivery_id FROM webhook_deliveries WHERE state = 'pending' AND next_attempt_at <= now()
            ORDER BY next_attempt_at, delivery_id LIMIT ${PER_TICK} FOR UPDATE SKIP LOCKED)
          RETURNING d.delivery_id, d.event, d.payload, d.attempts, d.created_at, e.url, e.secret, e.deleted_at IS NOT NULL AS deleted`,
    );
    await Promise.all(claimed.map((c) => deliver(c).catch((err: unknown) => app.log.error({ err }, 'webhook delivery failed'))));
    return claimed.length === PER_TICK;
  }

  const ticks = everyTick(app, 'webhook', app.config.webhookTickMs, async () => {
    for (let i = 0; i < 10 && !ticks.closing(); i++) if (!(await batch())) return;
  });
});
