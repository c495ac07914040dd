import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { authOf } from '../auth/authOf';
import { auditLog } from '../db/schema';
import { rows } from '../db/connect';
import { routeDoc } from '../openapi/routeDoc';
import type { Schema } from '../openapi/schemas';
import { csvLine } from '../csv/csvText';
import { AUDIT_ACTIONS } from '../../shared/auditActions';

interface AuditQuery {
  user_id?: number;
  action?: string;
  from?: string;
  to?: string;
  page?: number;
  max_results?: number;
  format?: 'json' | 'csv';
}

const entry: Schema = {
  type: 'object',
  required: ['at', 'user_id', 'user', 'action', 'target', 'address'],
  properties: {
    at: { type: 'string', format: 'date-time' },
    user_id: { type: ['integer', 'null'] },
    user: { type: ['string', 'null'], description: 'The name at the time.' },
    action: { type: 'string', enum: [...AUDIT_ACTIONS] },
    target: { type: 'object', description: 'Which records, users or changes.' },
    address: { type: ['string', 'null'], description: "The caller's address, or 'command line'." },
  },
};

/** A date or date-time bound; a bare date `to` includes that whole day. */
function bound(text: string | undefined, field: string, end: boolean): Date | undefined {
  if (text === undefined) return undefined;
  const day = /^\d{4}-\d\d-\d\d$/.test(text);
  const at = new Date(day ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(at.getTime()) || (day && at.toISOString().slice(0, 10) !== text)) {
    throw new AppError('INVALID_QUERY', { field, reason: 'must be a date (YYYY-MM-DD) or an RFC 3339 time.' }, { field });
  }
  return day && end ? new Date(at.getTime() + 86_400_000 - 1) : at;
}

/**
 * GET /api/cms/audit: the client's audit log for its owners, newest first, filtered by person,
 * action and time, paged like every list or the whole filter as CSV. Another client's entries — and
 * those of no client — are never among them.
 */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.get<{ Querystring: AuditQuery }>(
    '/',
    {
      config: { gate: { owner: true } },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            client_id: { type: 'integer', minimum: 1 },
            user_id: { type: 'integer', minimum: 1 },
            action: { type: 'string', enum: [...AUDIT_ACTIONS] },
            from: { type: 'string', maxLength: 40 },
            to: { type: 'string', maxLength: 40 },
            page: { type: 'integer', minimum: 1, default: 1 },
            max_results: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
            format: { type: 'string', enum: ['json', 'csv'], default: 'json' },
          },
          additionalProperties: false,
        },
        ...routeDoc({
          id: 'audit_list',
          tag: 'audit',
          summary: "The client's audit log",
          description:
            'Owners only. Who did what, to which records or users, when and from where: sign-ins and failed sign-ins, invitations, role changes, disabling and enabling, publishes, resets, rejections, withdrawals, scheduled publishes, imports and restores. Newest first, paged; from/to take a date or an RFC 3339 time; format=csv answers every entry of the filter as CSV.',
          data: { type: 'array', items: entry },
          list: true,
          errors: ['400', '401', '403'],
        }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const where: SQL[] = [eq(auditLog.clientId, authOf(request).clientId)];
      if (q.user_id !== undefined) where.push(eq(auditLog.userId, q.user_id));
      if (q.action !== undefined) where.push(eq(auditLog.action, q.action));
      const from = bound(q.from, 'from', false);
      const to = bound(q.to, 'to', true);
      if (from) where.push(gte(auditLog.at, from));
      if (to) where.push(lte(auditLog.at, to));
      const filter = and(...where);
      const pick = {
        at: auditLog.at,
        user_id: auditLog.userId,
        user: auditLog.userName,
        action: auditLog.action,
        target: auditLog.target,
        address: auditLog.address,
      };
      if (q.format === 'csv') {
        const found = await db.select(pick).from(auditLog).where(filter).orderBy(desc(auditLog.at), desc(auditLog.entryId)).limit(100_000);
        const header = ['at', 'user_id', 'user', 'action', 'target', 'address'];
        const lines = [
          `\uFEFF${csvLine(header)}`,
          ...found.map((e) => csvLine([e.at.toISOString(), e.user_id, e.user, e.action, e.target, e.address])),
        ];
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`)
          .send(Readable.from(lines));
      }
      const page = q.page ?? 1;
      const size = q.max_results ?? 25;
      const found = await db
        .select(pick)
        .from(auditLog)
        .where(filter)
        .orderBy(desc(auditLog.at), desc(auditLog.entryId))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await rows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM audit_log WHERE ${filter}`);
      return {
        data: found.map((e) => ({ ...e, at: e.at.toISOString() })),
        meta: { page, max_results: size, total: Number(total?.n ?? 0) },
      };
    },
  );
}
