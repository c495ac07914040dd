import type { FastifyInstance } from 'fastify';
import { CLIENT_AREAS, WEBSITE_AREAS } from '../../shared/areas';
import { authOf } from '../auth/authOf';
import { routeDoc } from '../openapi/routeDoc';
import type { AuthContext } from '../types';
import { pendingCounts, type PendingCounts } from './pending';
import { hasRole } from '../resources/permissions';
import { presentBlock } from '../vcs/scopeParams';

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
 * (src/server/client/pendingFeed.ts), and a `rejected` event when a checker rejects a change the
 * caller wrote. One connection per console tab replaces polling; it ends when its session does
 * (src/server/client/eventStreams.ts).
 */
export function pendingStreamRoute(app: FastifyInstance, clientQuery: object): void {
  const doc = routeDoc({
    id: 'client_pendingStream',
    tag: 'client',
    summary: 'Live pending-review counts and rejections',
    description:
      'An event stream (text/event-stream) for the console header: a `pending` event at once and after each save, publish, reset or rejection by anyone of the client, on any API node. Each carries { client: { FORM, SPEAKERS }, websites: { <website_id>: { ENTITY, PAGE } } } for the websites the caller holds a role on. ' +
      'A `rejected` event tells the caller that a change they wrote was rejected: { block_id, kind, kind_label, record_label, asset_type_name, website_id, reason, decided_by_name, decided_at }. ' +
      "The stream ends within seconds of a sign-out, password change, session expiry or change of the caller's roles; at most 4 streams per session stay open (the oldest closes).",
    data: { type: 'object' },
    errors: ['400', '401'],
    stream: {
      mediaType: 'text/event-stream',
      events: '`event: pending` lines whose `data` is the JSON counts object; `event: rejected` lines with one rejected change each.',
    },
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
    const event = (name: string, data: unknown) => raw.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    raw.write('retry: 3000\n\n');
    event('pending', pendingSnapshot(auth, initial));
    const unsubscribe = app.pendingFeed.subscribe(auth.clientId, {
      userId: auth.userId,
      counts: (counts) => event('pending', pendingSnapshot(auth, counts)),
      rejected: (blocks) => {
        for (const b of blocks.filter((block) => hasRole(auth, block.asset_type_name, 'viewer', block.website_id))) {
          const shown = presentBlock(app, b);
          event('rejected', {
            block_id: b.block_id,
            kind: b.kind,
            kind_label: shown.kind_label,
            record_label: shown.record_label,
            asset_type_name: b.asset_type_name,
            website_id: b.website_id,
            reason: b.reason,
            decided_by_name: b.decided_by_name ?? null,
            decided_at: b.decided_at,
          });
        }
      },
    });
    const ping = setInterval(() => raw.write(': ping\n\n'), PING_MS);
    let open = true;
    const end = () => {
      if (!open) return;
      open = false;
      clearInterval(ping);
      unsubscribe();
      unregister();
      raw.end();
    };
    const unregister = app.eventStreams.add({ auth, end });
    request.raw.on('close', end);
  });
}
