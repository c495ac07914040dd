import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { isClientArea } from '../../shared/areas';
import { rows, type Db } from '../db/connect';
import { oneRow } from '../db/oneRow';
import { lockPendingBlocks, type BlockScope } from '../vcs/blocks';
import type { AuthContext } from '../types';
import { hasRole } from '../resources/permissions';

/** The furthest ahead a publish may be set: beyond it, a date is far more likely a typo. */
export const MAX_SCHEDULE_DAYS = 366;

export interface ScheduleRow {
  schedule_id: number;
  client_id: number;
  website_id: number | null;
  asset_type_name: string;
  block_ids: number[];
  publish_at: string;
  created_by: number;
  created_by_name: string | null;
  created_at: string;
  state: 'scheduled' | 'done' | 'failed' | 'cancelled';
  published: number | null;
  reason: string | null;
  finished_at: string | null;
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const shaped = (r: ScheduleRow): ScheduleRow => ({
  ...r,
  schedule_id: Number(r.schedule_id),
  block_ids: (r.block_ids ?? []).map(Number),
  publish_at: iso(r.publish_at) ?? '',
  created_at: iso(r.created_at) ?? '',
  finished_at: iso(r.finished_at),
});

/** An ISO 8601 time with its offset, in the future and within the year; anything else names the problem. */
export function publishTime(text: string, now = new Date()): Date {
  const withOffset = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;
  const at = new Date(text);
  if (!withOffset.test(text) || Number.isNaN(at.getTime())) {
    throw new AppError(
      'INVALID_FIELD',
      { reason: 'publish_at must be an ISO 8601 time with its offset, e.g. 2027-03-14T09:00:00+05:30.' },
      { field: 'publish_at' },
    );
  }
  if (at.getTime() <= now.getTime()) {
    throw new AppError('INVALID_FIELD', { reason: 'publish_at must be in the future; publish now instead.' }, { field: 'publish_at' });
  }
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000) {
    throw new AppError('INVALID_FIELD', { reason: `publish_at must be within ${MAX_SCHEDULE_DAYS} days.` }, { field: 'publish_at' });
  }
  return at;
}

/** Sets the blocks pending now to be published at `at`; nothing pending is a 409, as for a publish now. */
export async function createSchedule(tx: Db, scope: BlockScope, userId: number, at: Date): Promise<ScheduleRow> {
  const blocks = await lockPendingBlocks(tx, scope);
  if (blocks.length === 0) throw new AppError('NOTHING_PENDING', { asset: scope.area.toLowerCase() });
  const ids = `{${blocks.map((b) => b.block_id).join(',')}}`;
  const row = oneRow(
    await rows<ScheduleRow>(
      tx,
      sql`INSERT INTO publish_schedules (client_id, website_id, asset_type_name, block_ids, publish_at, created_by)
          VALUES (${scope.clientId}, ${scope.websiteId}, ${scope.area}, ${ids}::integer[], ${at.toISOString()}::timestamptz, ${userId})
          RETURNING *`,
    ),
    'insert into publish_schedules',
  );
  return shaped(row);
}

/** The client's schedules the caller may see (viewer of their area and website), soonest first. */
export async function listSchedules(db: Db, auth: AuthContext): Promise<ScheduleRow[]> {
  const found = await rows<ScheduleRow>(
    db,
    sql`SELECT s.*, u.name AS created_by_name FROM publish_schedules s LEFT JOIN users u ON u.user_id = s.created_by
        WHERE s.client_id = ${auth.clientId} ORDER BY s.publish_at, s.schedule_id LIMIT 500`,
  );
  return found
    .map(shaped)
    .filter((s) =>
      hasRole(
        auth,
        s.asset_type_name as BlockScope['area'],
        'viewer',
        isClientArea(s.asset_type_name as BlockScope['area']) ? null : s.website_id,
      ),
    );
}

/** Cancels a schedule that has not run; a checker of its scope only. Another client's is not found. */
export async function cancelSchedule(tx: Db, auth: AuthContext, scheduleId: number): Promise<ScheduleRow> {
  const [found] = await rows<ScheduleRow>(
    tx,
    sql`SELECT * FROM publish_schedules WHERE schedule_id = ${scheduleId} AND client_id = ${auth.clientId} FOR UPDATE`,
  );
  if (!found) throw new AppError('NOT_FOUND', { what: `Scheduled publish ${scheduleId}` });
  const area = found.asset_type_name as BlockScope['area'];
  if (!hasRole(auth, area, 'checker', isClientArea(area) ? null : found.website_id)) {
    throw new AppError('FORBIDDEN_ROLE', { role: 'checker', area: area.toLowerCase() });
  }
  if (found.state !== 'scheduled') throw new AppError('SCHEDULE_DONE', { state: found.state });
  const [updated] = await rows<ScheduleRow>(
    tx,
    sql`UPDATE publish_schedules SET state = 'cancelled', finished_at = now(), reason = 'Cancelled' WHERE schedule_id = ${scheduleId} RETURNING *`,
  );
  return shaped(updated ?? found);
}
