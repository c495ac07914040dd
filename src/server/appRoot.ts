import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, found by walking up from this module. The server runs from its
 * TypeScript sources in development and from one compiled file under dist/server in production;
 * schemas/, seeds/ and the migrations are found from here in both cases.
 */
function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

export const APP_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
