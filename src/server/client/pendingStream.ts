import type { FastifyInstance } from 'fastify';
import { CLIENT_AREAS, WEBSITE_AREAS } from '../../shared/areas';
import { authOf } from '../auth/authOf';
import { routeDoc } from '../openapi/routeDoc';
import type { AuthContext } from '../types';
import { pendingCounts, type PendingCounts } from './pending';

/** Keeps proxies from closing a quiet stream; comments are ignored by EventSource. */
const PING_MS = 25_000;

/** What one user may see of the counts: the client-wide areas and the websites they hold a role on. */
export function pendingSnapshot(auth: AuthContext, counts: PendingCounts) {
  const areaCounts = (areas: readonly string[], of: (area: string) => number | undefined) =>
    Object.fromEntries(areas.map((area) => [area, of(area) ?? 0]));
  return {
    client: areaCounts(CLIENT_AREAS, (area) => counts.byArea[area as keyof typeof counts.byArea]),
    websites: Object.fromEntries(
      [...auth.websiteRoles.keys()].map((id) => [
        String(id),
        areaCounts(WEBSITE_AREAS, (area) => counts.byWebsite.get(id)?.[area as keyof typeof counts.byArea]),
      ]),
    ),
  };
}

/**
 * GET /api/client/pending_stream: Server-Sent Events with the pending counts, one `pending` event on
 * connect and one after every change of the client's review blocks, from any API node
 * (src/server/client/pendingFeed.ts). One connection per console tab replaces polling.
 */
export function pendingStreamRoute(app: FastifyInstance, clientQuery: object): void {
  const open = new Set<() => void>();
  // A stream never ends by itself: close them all when the server stops, or it would wait for them.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  const doc = routeDoc({
    id: 'client_pendingStream',
    tag: 'client',
    summary: 'Live pending-review counts',
    description:
      'An event stream (text/event-stream) for the console header: a `pending` event at once and after each save, publish, reset or rejection by anyone of the client, on any API node. Each event carries { client: { FORM, SPEAKERS }, websites: { <website_id>: { ENTITY, PAGE } } } for the websites the caller holds a role on.',
    data: { type: 'object' },
    errors: ['400', '401'],
    stream: { mediaType: 'text/event-stream', events: '`event: pending` lines whose `data` is the JSON counts object.' },
  });

  app.get('/pending_stream', { schema: { querystring: clientQuery, ...doc } }, async (request, reply) => {
    const auth = authOf(request);
    const initial = await pendingCounts(app.database.db, auth.clientId);
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx and similar proxies would otherwise hold events back in a buffer.
      'x-accel-buffering': 'no',
    });
    const send = (counts: PendingCounts) => raw.write(`event: pending\ndata: ${JSON.stringify(pendingSnapshot(auth, counts))}\n\n`);
    raw.write('retry: 3000\n\n');
    send(initial);
    const unsubscribe = app.pendingFeed.subscribe(auth.clientId, send);
    const ping = setInterval(() => raw.write(': ping\n\n'), PING_MS);
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(ping);
      unsubscribe();
      raw.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
}
