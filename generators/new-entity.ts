/**
 * `npm run new-entity -- <area>/<kind> [--label "Thing"] [--use-cases EDU,EVT] [--scope website|client] [--area ENTITY]`
 * writes schemas/<area>/<kind>.json: adding a kind is adding one file (DESIGN §1). It refuses to
 * overwrite, and refuses to write a declaration the registry's checks would reject.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { readDeclarationFiles, SCHEMAS_DIR } from '../src/server/declarations';
import { checkDeclarations } from '../src/shared/declarationChecks';
import type { Declaration } from '../src/shared/registry';
import { ScaffoldError, scaffoldDeclaration } from './lib/scaffold';

const USAGE = 'usage: npm run new-entity -- <area>/<kind> [--label "Thing"] [--use-cases EDU,EVT|ALL] [--scope website|client] [--area ENTITY|PAGE|FORM|SPEAKERS]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      label: { type: 'string' },
      'use-cases': { type: 'string' },
      scope: { type: 'string' },
      area: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
let args: ReturnType<typeof parse>;
try {
  args = parse();
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.positionals.length !== 1) fail(USAGE);

const { entries } = readDeclarationFiles(SCHEMAS_DIR);
const existing = entries.map((e) => e.json as Declaration);
let scaffold: ReturnType<typeof scaffoldDeclaration>;
try {
  scaffold = scaffoldDeclaration(
    { target: args.positionals[0], label: args.values.label, useCases: args.values['use-cases'], scope: args.values.scope, area: args.values.area },
    existing,
  );
} catch (error) {
  if (error instanceof ScaffoldError) fail(error.message);
  throw error;
}

const path = join(SCHEMAS_DIR, scaffold.file);
const shown = relative(process.cwd(), path);
if (existsSync(path)) fail(`${shown} already exists; not overwriting it.`);

// Checked together with every other declaration, so a clashing route or endpoint is caught now.
const problems = checkDeclarations([...entries, { file: shown, json: scaffold.declaration }]).filter((p) => p.file === shown);
if (problems.length > 0) fail(problems.map((p) => `${p.file} ${p.pointer}: ${p.reason}`).join('\n'));

mkdirSync(dirname(path), { recursive: true });
writeFileSync(path, `${JSON.stringify(scaffold.declaration, null, 2)}\n`, { flag: 'wx' });
const d = scaffold.declaration;
console.log(`created ${shown} (${d.label.many}, ${d.area}, ${d.scope}, use cases ${String(d.useCases)}, sidebar order ${d.sidebar?.order})

Next steps:
  1. Edit ${shown}: the fields in "schema" (each needs a title), "list" columns and search,
     "uiSchema", the label and description, and "endpoints" if SPEC §7 names other calls.
  2. npm run schemas:check                       validate it against the meta-schema and the other kinds
  3. npm run gen:types && npm run gen:openapi    refresh the generated types and the OpenAPI document
  4. Restart the server: its routes, validation and the console's sidebar and pages come from the file.`);
