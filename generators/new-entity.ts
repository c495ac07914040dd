/**
 * `npm run new-entity -- <folder>/<kind> [options]` writes schemas/<folder>/<kind>.json: adding a
 * kind is adding one file. Options not given are asked for when run in a terminal (Enter keeps
 * the default shown); elsewhere the defaults apply. It refuses to overwrite, and refuses to write
 * a declaration the checks would reject.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { readDeclarationFiles, SCHEMAS_DIR } from '../src/server/declarations';
import { checkDeclarations } from '../src/shared/declarationChecks';
import type { Declaration } from '../src/shared/registry';
import { checkIcons } from './lib/iconCheck';
import { folderDefaults, ScaffoldError, scaffoldDeclaration, type ScaffoldOptions } from './lib/scaffold';
import { nextSteps } from './lib/nextSteps';

const USAGE = `usage: npm run new-entity -- <folder>/<kind> [--label "Award"] [--use-cases EVT|EDU,EVT|ALL]
         [--area ENTITY|PAGE|FORM|SPEAKERS] [--scope website|client] [--endpoint-base /api/cms/events/event_awards]
         [--id award_id] [--display award_name] [--icon trophy] [--yes]
Options left out are asked for in a terminal (Enter keeps the default); --yes takes every default.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const OPTIONS = {
  label: 'label',
  'use-cases': 'useCases',
  area: 'area',
  scope: 'scope',
  'endpoint-base': 'endpointBase',
  id: 'id',
  display: 'display',
  icon: 'icon',
} as const;

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      ...Object.fromEntries(Object.keys(OPTIONS).map((k) => [k, { type: 'string' as const }])),
      yes: { type: 'boolean', short: 'y' },
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
const files = new Map(entries.map((e) => [(e.json as Declaration).kind, e.file]));
const target = args.positionals[0] ?? fail(USAGE);
const opts: ScaffoldOptions = { target };
for (const [flag, key] of Object.entries(OPTIONS)) {
  const value = (args.values as Record<string, unknown>)[flag];
  if (typeof value === 'string') opts[key] = value;
}

// In a terminal, ask for what the flags left out, showing what the folder suggests.
if (process.stdin.isTTY && !args.values.yes) {
  const folder = target.split('/')[0] ?? '';
  const d = folderDefaults(folder, existing, files);
  const prompts: [keyof typeof OPTIONS, string, string][] = [
    ['label', 'Name of one record (e.g. Award)', ''],
    ['area', 'Area (ENTITY, PAGE, FORM, SPEAKERS)', d.area],
    ['use-cases', 'Use cases (EDU, EVT, SPC, HAF, comma separated, or ALL)', d.useCases],
    ['scope', 'Scope (website or client)', d.scope],
    ['endpoint-base', 'Endpoint base', ''],
    ['id', 'Id field (…_id)', ''],
    ['display', 'Field that names a record', ''],
    ['icon', 'Sidebar icon (@ant-design/icons outlined, kebab case)', 'appstore'],
  ];
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  for (const [flag, question, fallback] of prompts) {
    const key = OPTIONS[flag];
    if (opts[key] !== undefined) continue;
    const answer = (await rl.question(`${question}${fallback ? ` [${fallback}]` : ' [derived]'}: `)).trim();
    if (answer) opts[key] = answer;
  }
  rl.close();
}

let scaffold: ReturnType<typeof scaffoldDeclaration>;
try {
  scaffold = scaffoldDeclaration(opts, existing, files);
} catch (error) {
  if (error instanceof ScaffoldError) fail(error.message);
  throw error;
}

const path = join(SCHEMAS_DIR, scaffold.file);
const shown = relative(process.cwd(), path);
if (existsSync(path)) fail(`${shown} already exists; not overwriting it.`);

// Checked together with every other declaration, so a clashing route or endpoint is caught now.
const entry = { file: shown, json: scaffold.declaration };
const problems = [...checkDeclarations([...entries, entry]), ...checkIcons([entry])].filter((p) => p.file === shown);
if (problems.length > 0) fail(problems.map((p) => `${p.file} ${p.pointer}: ${p.reason}`).join('\n'));

mkdirSync(dirname(path), { recursive: true });
writeFileSync(path, `${JSON.stringify(scaffold.declaration, null, 2)}\n`, { flag: 'wx' });
console.log(nextSteps(shown, scaffold.declaration));
