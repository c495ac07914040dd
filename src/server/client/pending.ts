import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { changeBlocks } from '../db/schema';
import type { Area } from '../types';

export interface PendingCounts {
  /** website_id → area → count of pending blocks (ENTITY, PAGE). */
  byWebsite: Map<number, Partial<Record<Area, number>>>;
  /** Client-wide areas (FORM, SPEAKERS) and website areas summed. */
  byArea: Partial<Record<Area, number>>;
}

/** hasPendingBlocks is derived from the blocks every time, never stored twice (docs/architecture.md §4). */
export async function pendingCounts(db: Db, clientId: number): Promise<PendingCounts> {
  const rows = await db
    .select({ area: changeBlocks.assetType, websiteId: changeBlocks.websiteId, n: count() })
    .from(changeBlocks)
    .where(and(eq(changeBlocks.clientId, clientId), eq(changeBlocks.status, 'pendingreview')))
    .groupBy(changeBlocks.assetType, changeBlocks.websiteId);
  const byWebsite = new Map<number, Partial<Record<Area, number>>>();
  const byArea: Partial<Record<Area, number>> = {};
  for (const row of rows) {
    const area = row.area as Area;
    byArea[area] = (byArea[area] ?? 0) + row.n;
    if (row.websiteId !== null) {
      const entry = byWebsite.get(row.websiteId) ?? {};
      entry[area] = (entry[area] ?? 0) + row.n;
      byWebsite.set(row.websiteId, entry);
    }
  }
  return { byWebsite, byArea };
}
