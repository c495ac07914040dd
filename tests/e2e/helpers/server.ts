import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { testConfig, type Config } from '../../../src/server/config';
import { connect, type Database } from '../../../src/server/db/connect';

export interface E2EServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/**
 * The real server, serving the built console and rendering its list pages with the built server
 * bundle (`npm run test:e2e` builds both), on a fresh in-memory database and a random port.
 * `overrides` change its settings (a benchmark points it at its own console and declarations).
 */
export async function startServer(overrides: Partial<Config> = {}): Promise<E2EServer> {
  const consoleDir = resolve(overrides.consoleDir ?? process.env.E2E_CONSOLE_DIR ?? 'dist/console');
  if (!existsSync(resolve(consoleDir, 'index.html'))) {
    throw new Error('dist/console is missing: run `npm run test:e2e`, which builds the console first.');
  }
  const consoleRenderer = resolve(process.env.E2E_CONSOLE_RENDERER ?? 'dist/console-ssr/renderPage.js');
  if (!('consoleRenderer' in overrides) && !existsSync(consoleRenderer)) {
    throw new Error('dist/console-ssr is missing: run `npm run test:e2e`, which builds the console first.');
  }
  const database = await connect({});
  const app = await buildApp(testConfig({ logLevel: 'warn', consoleRenderer, ...overrides, consoleDir }), { database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
