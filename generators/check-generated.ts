/**
 * CI: `npm run gen:check` regenerates the types, the OpenAPI document and the tables of
 * docs/declarations.md in memory and compares them with the committed files, so a declaration
 * change cannot ship with stale generated code. `npm run gen` rewrites them all.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { loadDeclarations } from '../src/server/declarations';
import { generateOpenApi, generateTypes, OPENAPI_FILE, TYPES_FILE } from './lib/generate';
import { DOCS_FILE, generateDocs } from './lib/docsTables';
import { routeCatalogue } from './lib/routeCatalogue';

const registry = loadDeclarations();
const targets = [
  { file: TYPES_FILE, expected: await generateTypes(registry), fix: 'npm run gen' },
  { file: OPENAPI_FILE, expected: generateOpenApi(registry, await routeCatalogue()), fix: 'npm run gen' },
  { file: DOCS_FILE, expected: generateDocs(), fix: 'npm run gen' },
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
