import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { rows } from '../db/connect';
import { publishIn } from '../vcs/publish';
import type { Area } from '../types';

interface Due {
  schedule_id: number;
  client_id: number;
  website_id: number | null;
  asset_type_name: Area;
  block_ids: number[];
  created_by: number;
}

/**
 * Runs one due schedule, if there is one, and says whether it did. The schedule row is locked with
 * SKIP LOCKED and updated in the same transaction as the publish: several API nodes on one
 * PostgreSQL run each schedule exactly once, and a node killed mid-way leaves it due for the next.
 * The publish re-checks then — four eyes against whoever scheduled it, references — and a refusal
 * is kept on the schedule with its reason.
 */
export async function runDueSchedule(app: FastifyInstance): Promise<boolean> {
  return app.database.db.transaction(async (tx) => {
    const [due] = await rows<Due>(
      tx,
      sql`SELECT schedule_id, client_id, website_id, asset_type_name, block_ids, created_by FROM publish_schedules
          WHERE state = 'scheduled' AND publish_at <= now() ORDER BY publish_at, schedule_id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!due) return false;
    const scope = { clientId: due.client_id, websiteId: due.website_id, area: due.asset_type_name };
    const blocks = (due.block_ids ?? []).map(Number);
    try {
      // A savepoint: a refused publish rolls back alone, and the failure is still written below.
      const { published } = await tx.transaction((inner) => publishIn(inner, app, scope, Number(due.created_by), blocks));
      await tx.execute(
        sql`UPDATE publish_schedules SET state = 'done', published = ${published}, finished_at = now() WHERE schedule_id = ${due.schedule_id}`,
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await tx.execute(
        sql`UPDATE publish_schedules SET state = 'failed', reason = ${err.message}, finished_at = now() WHERE schedule_id = ${due.schedule_id}`,
      );
    }
    return true;
  });
}
