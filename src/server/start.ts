import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { configFromEnv } from './config';
import { main } from './main';

/**
 * The mode is read from the environment the operator gave, before anything else runs: Vite's build
 * sets NODE_ENV=production in the process that runs it, so it runs in a child process and can never
 * flip this server into production mode (other cookie names, Secure, HSTS) between two starts.
 */
const config = configFromEnv();

/** Newest modification time under a folder, to tell whether the built console is stale. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const built = 'dist/console/index.html';
const sources = ['src/console', 'src/shared', 'schemas', 'public'].filter(existsSync);
// CONSOLE_DIR names a console built elsewhere (or none, for an API-only server): nothing to build here.
if (process.env.CONSOLE_DIR === undefined && (!existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs)) {
  console.log('Building the console…');
  const vite = join('node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('\n  Cannot start: building the console failed (see above).\n');
    process.exit(1);
  }
}
await main(config);
