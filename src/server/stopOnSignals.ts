import type { FastifyInstance } from 'fastify';

/**
 * SIGTERM or SIGINT: first drain — /healthz answers 503 at once, so a load balancer stops sending,
 * while the node goes on answering for drainMs, requests already queued at the signal included
 * (stopping to accept at once reset the connections still waiting to be accepted). Then stop
 * accepting, let requests in flight finish (new ones on open connections get
 * 503 with Connection: close, from Fastify's return503OnClosing), then the onClose hooks close the
 * database and release the DATA_DIR lock, and the process exits 0. After timeoutMs the remaining
 * connections are cut so that a hung request cannot hold the stop forever.
 * The handlers stay installed: a signal sent to the process group arrives several times (npm and
 * the shell pass it on as well), and a second one must not kill the process half-way.
 */
export function stopOnSignals(app: FastifyInstance, timeoutMs: number, drainMs = 0): void {
  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.draining = true;
    app.log.info({ signal, drainMs }, 'shutting down: draining, then finishing in-flight requests');
    setTimeout(() => close(), drainMs);
  };
  const close = () => {
    const force = setTimeout(() => {
      app.log.warn({ timeoutMs }, 'shutdown timeout: closing the remaining connections');
      app.server.closeAllConnections();
    }, timeoutMs);
    force.unref();
    // server.close() drops idle keep-alive connections only once; one that finishes its request later
    // would otherwise stay open until its keep-alive timeout and hold the stop.
    const reap = setInterval(() => app.server.closeIdleConnections(), 100);
    reap.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
