import fp from 'fastify-plugin';
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { runAdmin } from './runAdmin';

/** The admin socket of a data folder: the operator's commands reach the server holding it there. */
export const adminSocketPath = (dataDir: string) => join(dataDir, 'admin.sock');

/** A request over the socket: one line of JSON, `{ "argv": [...] }`; the answer is one line too. */
const MAX_REQUEST = 64 * 1024;

/**
 * PGlite lets one process open a data folder, so while the server runs, `npm run admin` cannot open
 * it: the server listens on a Unix socket in the folder (mode 0600: only the operating-system user
 * who runs it) and runs each command there, with its own database, settings and mailer — the same
 * code and checks as a command run on its own (src/server/admin/runAdmin.ts).
 */
export const adminSocket = fp(async (app: FastifyInstance) => {
  const dataDir = app.config.dataDir;
  if (!dataDir || app.config.databaseUrl) return;
  const path = adminSocketPath(dataDir);
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    // The folder is this process's (its lock is held): a socket file left by a killed server is stale.
    if (existsSync(path)) unlinkSync(path);
    server = createServer((socket) => {
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        text += chunk;
        if (text.length > MAX_REQUEST) socket.destroy();
        if (!text.includes('\n')) return;
        let argv: string[] = [];
        try {
          const parsed = JSON.parse(text.slice(0, text.indexOf('\n'))) as { argv?: unknown };
          argv = Array.isArray(parsed.argv) ? parsed.argv.map(String) : [];
        } catch {
          argv = [];
        }
        void runAdmin(argv, async () => ({ db: app.database.db, config: app.config, mailer: app.mailer })).then((result) =>
          socket.end(`${JSON.stringify(result)}\n`),
        );
      });
      socket.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => {
      server?.once('error', (err) => {
        app.log.warn({ err, path }, 'the admin socket could not listen: run operator commands with the server stopped');
        server = undefined;
        resolve();
      });
      server?.listen(path, () => {
        chmodSync(path, 0o600);
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (existsSync(path)) unlinkSync(path);
  });
});
