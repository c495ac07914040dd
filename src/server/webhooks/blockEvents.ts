import type { WebhookEvent } from '../../shared/webhookEvents';
import type { Db } from '../db/connect';
import type { BlockRow } from '../vcs/blocks';
import { enqueueEvent } from './outbox';

/** An event about decided changes, one per website they belong to (client-wide ones concern every website of the client). */
export async function enqueueBlockEvent(tx: Db, event: WebhookEvent, blocks: BlockRow[], extra?: Record<string, unknown>): Promise<void> {
  const bySite = new Map<number | null, BlockRow[]>();
  for (const block of blocks) bySite.set(block.website_id, [...(bySite.get(block.website_id) ?? []), block]);
  for (const [websiteId, these] of bySite) {
    const clientId = Number(these[0]?.client_id);
    const records = these.map((b) => ({ kind: b.kind, record_id: Number(b.record_id), action: b.action }));
    await enqueueEvent(tx, { clientId, websiteId: websiteId === null ? null : Number(websiteId), event, records, extra });
  }
}
