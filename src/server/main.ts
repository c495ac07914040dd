import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { buildApp } from './app';
import { configFromEnv, type Config } from './config';
import { users } from './db/schema';
import { AppStartError } from './startError';
import { DEMO_PASSWORD, demoClients } from './seed/demoAccounts';
import { stopOnSignals } from './stopOnSignals';

const demoEmails = demoClients.flatMap((c) => c.users.map((u) => u.email));

/** Accounts with a public password may not be reachable from the network unless HOST says so. */
async function listenHost(app: FastifyInstance, config: Config): Promise<{ host: string; demo: boolean }> {
  const demo =
    (await app.database.db.select({ email: users.email }).from(users).where(inArray(users.email, demoEmails)).limit(1)).length > 0;
  return { host: config.host ?? (demo ? '127.0.0.1' : '0.0.0.0'), demo };
}

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
  stopOnSignals(app, config.shutdownTimeoutMs, config.drainDelayMs);
  const { host, demo } = await listenHost(app, config);
  await app.listen({ port: config.port, host });
  const address = `http://${host === '0.0.0.0' ? 'localhost' : host}:${config.port}`;
  console.log(
    [
      '',
      `  Console ready at ${address} (${config.production ? 'production' : 'development'} mode)`,
      `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
      ...(demo ? [`  Demo sign-ins (password "${DEMO_PASSWORD}"):`, ...demoEmails.map((a) => `    ${a}`)] : []),
      '',
    ].join('\n'),
  );
  return app;
}
