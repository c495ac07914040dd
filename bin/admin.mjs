#!/usr/bin/env node
// `npm run admin -- <command>`: the operator's commands (src/server/admin/cli.ts). In a checkout they
// run from the sources (tsx is installed with the dev tools); in a production install, which has no
// build tools, from the compiled dist/server/admin.js that `npm run build` made.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const fromSources = existsSync(`${root}node_modules/tsx`);
const entry = fromSources ? ['--import', 'tsx', `${root}src/server/admin/cli.ts`] : [`${root}dist/server/admin.js`];
if (!fromSources && !existsSync(entry[0])) {
  console.error('error: dist/server/admin.js is missing: run `npm run build` first (docs/operations.md, "Production").');
  process.exit(1);
}
const run = spawnSync(process.execPath, [...entry, ...args], { stdio: 'inherit', cwd: root });
process.exit(run.status ?? 1);
