import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { runDueSchedule } from './runner';
import { takeBackStale } from '../csv/importJob';
import { everyTick } from '../plugins/everyTick';

/** Due schedules run at most this many per tick, so one tick never holds the node for long. */
const PER_TICK = 20;

/**
 * Every node looks for due scheduled publishes (and imports left half written) when it starts (one due while all nodes were down
 * runs now) and then every SCHEDULE_TICK_MS (src/server/plugins/everyTick.ts).
 */
export const scheduleWorker = fp(async (app: FastifyInstance) => {
  let started = false;
  const ticks = everyTick(app, 'scheduled publish', app.config.scheduleTickMs, async () => {
    // Imports a stopped node left half written are taken back (src/server/csv/importJob.ts). On PGlite
    // this process is the only one, so at start every unfinished import is such a one.
    await takeBackStale(app.database.db, !started && app.database.engine === 'pglite');
    started = true;
    for (let i = 0; i < PER_TICK && !ticks.closing(); i++) {
      if (!(await runDueSchedule(app))) return;
    }
  });
});
