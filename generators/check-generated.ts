/**
 * CI: `npm run gen:check` regenerates the types and the OpenAPI document in memory and compares
 * them with the committed files, so a declaration change cannot ship with stale generated code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { loadDeclarations } from '../src/server/declarations';
import { generateOpenApi, generateTypes, OPENAPI_FILE, TYPES_FILE } from './lib/generate';

const registry = loadDeclarations();
const targets = [
  { file: TYPES_FILE, expected: await generateTypes(registry), fix: 'npm run gen:types' },
  { file: OPENAPI_FILE, expected: generateOpenApi(registry), fix: 'npm run gen:openapi' },
];

let drifted = 0;
for (const { file, expected, fix } of targets) {
  const name = relative(process.cwd(), file);
  const actual = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (actual === expected) continue;
  drifted += 1;
  console.error(`${name} ${actual === undefined ? 'is missing' : 'is out of date'}; run \`${fix}\`.`);
}
if (drifted > 0) process.exit(1);
console.log('generated files are up to date');
