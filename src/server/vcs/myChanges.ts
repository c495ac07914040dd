import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rows } from '../db/connect';
import { authOf } from '../auth/authOf';
import { hasRole } from '../resources/permissions';
import { routeDoc } from '../openapi/routeDoc';
import { ref } from '../openapi/schemas';
import { normaliseBlock, type BlockRow } from './blocks';
import { blockLabels } from './blockLabels';
import { presentBlock, scopeProps } from './scopeParams';

/** Rejections older than this drop off My changes; the history of each record still has them. */
const REJECTED_DAYS = 90;
const LIMIT = 500;

/**
 * A maker's own changes (docs/review-flow.md, My changes): the pending ones they wrote a version
 * of, and the rejected ones with reason, checker and time — across every area and website they may
 * view. `meta.unseen_rejections` counts rejections decided since they last looked.
 */
export async function myChangesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const clientOnly = { type: 'object', properties: { client_id: scopeProps.client_id }, additionalProperties: false } as const;

  app.get(
    '/my_changes',
    {
      schema: {
        querystring: clientOnly,
        ...routeDoc({
          id: 'vcs_myChanges',
          tag: 'vcs',
          summary: "The caller's pending and rejected changes",
          description: `Every change the caller wrote a version of that waits for review, and those rejected in the last ${REJECTED_DAYS} days with the reason, who rejected it and when; newest first, at most ${LIMIT}. meta.unseen_rejections counts the rejections decided since POST /api/cms/vcs/my_changes/seen.`,
          data: ref('schemas', 'ChangeBlock'),
          list: true,
          errors: ['400', '401'],
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const found = (
        await rows<BlockRow & { unseen: boolean }>(
          db,
          sql`SELECT b.*, cu.name AS created_by_name, du.name AS decided_by_name,
                (b.status = 'rejected' AND (me.rejections_seen_at IS NULL OR b.decided_at > me.rejections_seen_at)) AS unseen
              FROM change_blocks b
              JOIN users me ON me.user_id = ${auth.userId}
              LEFT JOIN users cu ON cu.user_id = b.created_by
              LEFT JOIN users du ON du.user_id = b.decided_by
              WHERE b.client_id = ${auth.clientId} AND ${auth.userId} = ANY(b.touched_by)
                AND (b.status = 'pendingreview' OR (b.status = 'rejected' AND b.decided_at > now() - make_interval(days => ${REJECTED_DAYS})))
              ORDER BY COALESCE(b.decided_at, b.created_at) DESC, b.block_id DESC LIMIT ${LIMIT}`,
        )
      )
        .map((b) => ({ ...normaliseBlock(b), unseen: b.unseen === true }))
        .filter((b) => hasRole(auth, b.asset_type_name, 'viewer', b.website_id));
      const labels = await blockLabels(db, app.registry, auth.clientId, found);
      return {
        data: found.map((b) => ({ ...presentBlock(app, b, labels), unseen: b.unseen })),
        meta: { page: 1, max_results: LIMIT, total: found.length, labels, unseen_rejections: found.filter((b) => b.unseen).length },
      };
    },
  );

  app.post(
    '/my_changes/seen',
    {
      schema: {
        querystring: clientOnly,
        body: { anyOf: [{ type: 'null' }, clientOnly] },
        ...routeDoc({
          id: 'vcs_myChangesSeen',
          tag: 'vcs',
          summary: 'Mark the rejections of my changes as seen',
          description: 'The console calls it when My changes is shown: the rejections decided until now no longer count as unseen.',
          data: { type: 'object', required: ['seen_at'], properties: { seen_at: { type: 'string', format: 'date-time' } } },
          errors: ['400', '401'],
        }),
      },
    },
    async (request) => {
      const [row] = await rows<{ seen_at: string }>(
        db,
        sql`UPDATE users SET rejections_seen_at = now() WHERE user_id = ${authOf(request).userId} RETURNING rejections_seen_at AS seen_at`,
      );
      return { data: { seen_at: row?.seen_at ?? new Date().toISOString() } };
    },
  );
}
