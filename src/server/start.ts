import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { configFromEnv } from './config';
import { main } from './main';
import { staleBundles } from './build/staleBundles';

/**
 * The mode is read from the environment the operator gave, before anything else runs: Vite's build
 * sets NODE_ENV=production in the process that runs it, so it runs in a child process and can never
 * flip this server into production mode (other cookie names, Secure, HSTS) between two starts.
 */
const config = configFromEnv();

// Every bundle the server serves is rebuilt when what it is built from changed (src/server/build/staleBundles.ts):
// the console, and its server bundle, which must draw the same markup the browser's console hydrates.
// CONSOLE_DIR names a console built elsewhere (or none, for an API-only server): nothing to build here;
// CONSOLE_RENDERER a server bundle built elsewhere.
if (process.env.CONSOLE_DIR === undefined) {
  const elsewhere = process.env.CONSOLE_RENDERER === undefined ? [] : ['vite.ssr.config.ts'];
  for (const bundle of staleBundles(process.cwd()).filter((b) => !elsewhere.includes(b.config))) {
    console.log(`Building the ${bundle.name}…`);
    const vite = join('node_modules', 'vite', 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, 'build', '--config', bundle.config, '--logLevel', 'warn'], { stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`\n  Cannot start: building the ${bundle.name} failed (see above).\n`);
      process.exit(1);
    }
  }
}
await main(config);
