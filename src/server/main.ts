import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { configFromEnv, type Config } from './config';
import { AppStartError } from './startError';
import { DEMO_PASSWORD, demoClients } from './seed/demoAccounts';

/** Starts the server and wires clean shutdown: in-flight requests finish, then the database closes. */
export async function main(config: Config = configFromEnv()): Promise<FastifyInstance> {
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof AppStartError) {
      console.error(`\n  Cannot start: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const address = `http://localhost:${config.port}`;
  const accounts = demoClients.flatMap((c) => c.users.map((u) => u.email));
  console.log(
    [
      '',
      `  Console ready at ${address}`,
      `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
      `  Demo sign-ins (password "${DEMO_PASSWORD}"):`,
      ...accounts.map((a) => `    ${a}`),
      '',
    ].join('\n'),
  );
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void main();
}
