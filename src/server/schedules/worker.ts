import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { runDueSchedule } from './runner';

/** Due schedules run at most this many per tick, so one tick never holds the node for long. */
const PER_TICK = 20;

/**
 * Every node looks for due scheduled publishes when it starts (one due while all nodes were down
 * runs now) and then every SCHEDULE_TICK_MS. A tick never overlaps the last, and closing the app
 * waits for the tick under way.
 */
export const scheduleWorker = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closing = false;
  const tick = async () => {
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
