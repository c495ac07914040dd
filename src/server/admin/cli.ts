/**
 * `npm run admin -- <command>` (docs/operations.md, "Operator commands"): creates clients, websites
 * and invitations, lists them, disables and enables users and clients — on PostgreSQL through
 * DATABASE_URL (safe beside running servers, on several nodes at once), on PGlite through DATA_DIR:
 * opened directly when no server holds the folder, else through that server's admin socket.
 */
import { connect as connectSocket } from 'node:net';
import { configFromEnv } from '../config';
import { connect } from '../db/connect';
import { createMailer } from '../mail/mailer';
import { AppStartError } from '../startError';
import { adminSocketPath } from './adminSocket';
import { runAdmin, type AdminResult } from './runAdmin';

const argv = process.argv.slice(2);
const config = configFromEnv();
const quiet = { info: () => undefined, error: (_details: object, message: string) => console.error(message) };

/** Sends the command to the server that holds the data folder, and answers what it did. */
function overSocket(path: string): Promise<AdminResult> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connectSocket(path, () => socket.write(`${JSON.stringify({ argv })}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as AdminResult);
      } catch {
        resolve({ code: 1, stdout: '', stderr: 'error: the server holding the data folder gave no answer.' });
      }
    });
    socket.on('error', (err) =>
      resolve({
        code: 1,
        stdout: '',
        stderr: `error: a server holds ${config.dataDir ?? ''} but its admin socket did not answer (${err.message}); stop the server to run the command.`,
      }),
    );
  });
}

async function main(): Promise<AdminResult> {
  let close: (() => Promise<void>) | undefined;
  const ctx = async () => {
    const database = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    close = () => database.close();
    return { db: database.db, config, mailer: createMailer(database.db, quiet, config.smtpUrl) };
  };
  try {
    return await runAdmin(argv, ctx);
  } catch (err) {
    // PGlite's folder is held by a running server: that server runs the command.
    if (err instanceof AppStartError && config.dataDir) return overSocket(adminSocketPath(config.dataDir));
    throw err;
  } finally {
    await close?.();
  }
}

const result = await main();
if (result.stdout) console.log(result.stdout);
if (result.stderr) console.error(result.stderr);
process.exit(result.code);
