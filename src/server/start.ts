import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { main } from './main';

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
if (!existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs) {
  console.log('Building the console…');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}
await main();
