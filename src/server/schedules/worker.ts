import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { runDueSchedule } from './runner';
import { takeBackStale } from '../csv/importJob';

/** Due schedules run at most this many per tick, so one tick never holds the node for long. */
const PER_TICK = 20;

/**
 * Every node looks for due scheduled publishes (and imports left half written) when it starts (one due while all nodes were down
 * runs now) and then every SCHEDULE_TICK_MS. A tick never overlaps the last, and closing the app
 * waits for the tick under way.
 */
export const scheduleWorker = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closing = false;
  let started = false;
  const tick = async () => {
    // Imports a stopped node left half written are taken back (src/server/csv/importJob.ts). On PGlite
    // this process is the only one, so at start every unfinished import is such a one.
    await takeBackStale(app.database.db, !started && app.database.engine === 'pglite');
    started = true;
    for (let i = 0; i < PER_TICK && !closing; i++) {
      if (!(await runDueSchedule(app))) return;
    }
  };
  const schedule = () => {
    timer = setTimeout(() => {
      running = tick()
        .catch((err: unknown) => app.log.error({ err }, 'scheduled publish tick failed'))
        .finally(() => {
          if (!closing) schedule();
        });
    }, app.config.scheduleTickMs);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    running = tick().catch((err: unknown) => app.log.error({ err }, 'scheduled publish tick failed'));
    schedule();
  });
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
});
