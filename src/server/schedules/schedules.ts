import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { isClientArea } from '../../shared/areas';
import { rows, type Db } from '../db/connect';
import { oneRow } from '../db/oneRow';
import type { BlockScope } from '../vcs/blocks';
import type { Registry } from '../../shared/registry';
import { lockReviewed, type Reviewed } from '../vcs/precondition';
import { refuseOwnWork } from '../vcs/publish';
import type { AuthContext } from '../types';
import { hasRole } from '../resources/permissions';
import { MAX_SCHEDULE_DAYS } from '../../shared/rules/scheduleLimits';

// The furthest ahead a publish may be set: beyond it, a date is far more likely a typo.
export { MAX_SCHEDULE_DAYS };

export interface ScheduleRow {
  schedule_id: number;
  client_id: number;
  website_id: number | null;
  asset_type_name: string;
  block_ids: number[];
  /** The version of each change when it was scheduled: a change saved again since is skipped. */
  block_versions: number[] | null;
  publish_at: string;
  created_by: number;
  created_by_name: string | null;
  created_at: string;
  state: 'scheduled' | 'done' | 'failed' | 'cancelled';
  published: number | null;
  reason: string | null;
  /** The changes the run left pending, each with why. */
  skipped: SkippedChange[];
  finished_at: string | null;
}

/** A change a scheduled publish left pending: the code, the sentence and the record it is about. */
export interface SkippedChange {
  block_id: number;
  reason: 'changed' | 'gone' | 'four_eyes' | 'use_case' | 'reference';
  message: string;
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const shaped = (r: ScheduleRow): ScheduleRow => ({
  ...r,
  schedule_id: Number(r.schedule_id),
  block_ids: (r.block_ids ?? []).map(Number),
  block_versions: r.block_versions ? r.block_versions.map(Number) : null,
  skipped: r.skipped ?? [],
  publish_at: iso(r.publish_at) ?? '',
  created_at: iso(r.created_at) ?? '',
  finished_at: iso(r.finished_at),
});

const THE_FORMAT = 'an ISO 8601 time with its offset, e.g. 2027-03-14T09:00:00+05:30';

/**
 * An ISO 8601 time with its offset, on a real calendar day, in the future and within the year;
 * anything else names the problem (30 February is refused, not moved to 2 March).
 */
export function publishTime(text: string, now = new Date()): Date {
  const parts = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.\d+)?)?(?:Z|[+-](\d\d):(\d\d))$/.exec(text);
  if (!parts) {
    throw new AppError(
      'INVALID_FIELD',
      { reason: `The publish time must be ${THE_FORMAT}; "${text.slice(0, 40)}" is not.` },
      { field: 'publish_at' },
    );
  }
  const [year, month, day, hour, minute, second = '0', offsetHour = '0', offsetMinute = '0'] = parts.slice(1);
  const days = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > days) {
    throw new AppError(
      'INVALID_FIELD',
      { reason: `The publish time names a day that does not exist: ${year}-${month}-${day}.` },
      { field: 'publish_at' },
    );
  }
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59 || Number(offsetHour) > 23 || Number(offsetMinute) > 59) {
    throw new AppError(
      'INVALID_FIELD',
      { reason: `The publish time names a time of day that does not exist: ${text.slice(11, 40)}.` },
      { field: 'publish_at' },
    );
  }
  const at = new Date(text);
  if (at.getTime() <= now.getTime()) {
    throw new AppError(
      'INVALID_FIELD',
      { reason: 'The publish time has passed: choose a time in the future, or publish now.' },
      { field: 'publish_at' },
    );
  }
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000) {
    throw new AppError(
      'INVALID_FIELD',
      { reason: `The publish time must be within ${MAX_SCHEDULE_DAYS} days from now.` },
      { field: 'publish_at' },
    );
  }
  return at;
}

/**
 * Sets the changes the checker reviewed (the set behind an ETag, or those chosen, at the versions
 * seen) to be published at `at`. Four eyes is judged now as well as then: a checker cannot schedule
 * a change they wrote. Nothing pending is a 409, as for a publish now.
 */
export async function createSchedule(
  tx: Db,
  registry: Registry,
  scope: BlockScope,
  userId: number,
  at: Date,
  reviewed: Reviewed,
): Promise<ScheduleRow> {
  const blocks = await lockReviewed(tx, registry, scope, reviewed);
  if (blocks.length === 0) throw new AppError('NOTHING_PENDING', { asset: scope.area.toLowerCase() });
  await refuseOwnWork(tx, registry, scope.clientId, blocks, userId);
  const ids = `{${blocks.map((b) => b.block_id).join(',')}}`;
  const versions = `{${blocks.map((b) => b.version).join(',')}}`;
  const row = oneRow(
    await rows<ScheduleRow>(
      tx,
      sql`INSERT INTO publish_schedules (client_id, website_id, asset_type_name, block_ids, block_versions, publish_at, created_by)
          VALUES (${scope.clientId}, ${scope.websiteId}, ${scope.area}, ${ids}::integer[], ${versions}::integer[], ${at.toISOString()}::timestamptz, ${userId})
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
