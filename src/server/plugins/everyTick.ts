import type { FastifyInstance } from 'fastify';

/**
 * Runs `tick` when the app is ready (what fell due while every node was down goes at once) and then
 * every `everyMs` after the last one ends: a tick never overlaps the one before, an error is logged
 * and the next tick still comes, and closing the app waits for the tick under way. The background
 * workers (scheduled publishes, webhook deliveries) run this way on every node.
 */
export function everyTick(app: FastifyInstance, name: string, everyMs: number, tick: () => Promise<void>): { closing(): boolean } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closing = false;
  const run = () => tick().catch((err: unknown) => app.log.error({ err }, `${name} tick failed`));
  const schedule = () => {
    timer = setTimeout(() => {
      running = run().finally(() => {
        if (!closing) schedule();
      });
    }, everyMs);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    running = run();
    schedule();
  });
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
  return { closing: () => closing };
}
