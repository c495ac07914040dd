import type { ReviewMessageKey } from '../../shared/reviewMessages';
import type { ReviewParams } from './reviewScope';

/** A scheduled publish as GET /api/cms/vcs/schedules answers it (src/server/schedules/routes.ts). */
export interface Schedule {
  schedule_id: number;
  website_id: number | null;
  asset_type_name: string;
  block_ids: number[];
  publish_at: string;
  created_by_name: string | null;
  state: 'scheduled' | 'done' | 'failed' | 'cancelled';
  published: number | null;
  reason: string | null;
  /** The changes the run left pending, each with why (saved again since, gone, four eyes, references). */
  skipped?: { block_id: number; reason: string; message?: string }[];
}

/** The schedules of the review screen's scope: its area, and its website unless the area is client-wide. */
export function schedulesOf(all: readonly Schedule[], params: ReviewParams): Schedule[] {
  const site = params.website_id === undefined ? null : Number(params.website_id);
  return all.filter((s) => s.asset_type_name === params.asset_type_name && (s.website_id ?? null) === site);
}

export const scheduleStateMessage = (state: Schedule['state']): ReviewMessageKey => `scheduleState_${state}`;

export const SCHEDULE_STATE_COLOR: Record<Schedule['state'], string> = {
  scheduled: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
};
