import { AREAS } from '../../shared/areas';
import type { Area } from '../../shared/enums';
import type { AreaMode } from '../../shared/rules/types';
import type { ClientInfo, Id, Website } from '../api/types';

/** One `pending` event of GET /api/client/pending_stream: client-wide areas, and website areas per website id. */
export interface PendingCounts {
  client: Partial<Record<Area, number>>;
  websites: Record<string, Partial<Record<Area, number>>>;
}

/**
 * The number the Pending Review button shows: the items waiting in the areas of the current mode
 * (Website: entities + pages of the active website; Global: forms + people of the client).
 */
export function pendingCountFor(mode: AreaMode, counts: PendingCounts, websiteId: Id | undefined): number {
  return AREAS.filter((a) => a.mode === mode).reduce((sum, a) => {
    const n = a.scope === 'client' ? counts.client[a.name] : websiteId === undefined ? 0 : counts.websites[String(websiteId)]?.[a.name];
    return sum + (n ?? 0);
  }, 0);
}

/**
 * The session with its pending flags brought up to date from an event, so the button's target, the
 * sidebar's alerts and the badge agree without asking the server again.
 */
export function withPendingCounts<S extends { client: ClientInfo; websites: Website[] }>(session: S, counts: PendingCounts): S {
  const websites = session.websites.map((w) => {
    const mine = counts.websites[String(w.website_id)];
    if (!mine) return w;
    const flags = { ...w.hasPendingBlocks };
    for (const a of AREAS.filter((area) => area.scope === 'website')) flags[a.name as keyof typeof flags] = (mine[a.name] ?? 0) > 0;
    return { ...w, hasPendingBlocks: flags };
  });
  const clientFlags = { ...session.client.hasPendingBlocks };
  for (const a of AREAS) {
    const total =
      a.scope === 'client'
        ? (counts.client[a.name] ?? 0)
        : Object.values(counts.websites).reduce((sum, site) => sum + (site[a.name] ?? 0), 0);
    clientFlags[a.name] = total > 0;
  }
  return { ...session, websites, client: { ...session.client, hasPendingBlocks: clientFlags } };
}
