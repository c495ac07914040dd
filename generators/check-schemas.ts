/**
 * CI check of the declarations and their demo data:
 * `npm run schemas:check [-- [schemas dir] [seeds dir] [--base <git ref>]]`.
 * Prints one `file #/pointer: reason` line per problem and exits 1 on any, so a broken kind or
 * demo record never reaches a server or a screen. It also compares the declarations with those
 * of a base (default HEAD, so a change is judged before it is committed; CI passes its target
 * branch): a breaking change no declared migration carries across is a problem too, since stored
 * records would no longer fit (docs/declarations.md, Changing a declaration).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readDeclarationFiles, SCHEMAS_DIR } from '../src/server/declarations';
import { checkSeeds } from '../src/server/seed/seedChecks';
import { readSeedFiles, SEEDS_DIR } from '../src/server/seed/seedFiles';
import type { Declaration } from '../src/shared/declaration';
import { checkDeclarations, type Problem } from '../src/shared/declarationChecks';
import { compareDeclarations } from '../src/shared/declarationChanges';
import { Registry } from '../src/shared/registry';
import { readBaseDeclarations } from './lib/baseDeclarations';
import { changeReport } from './lib/changeReport';
import { checkIcons } from './lib/iconCheck';

const { values, positionals } = parseArgs({ options: { base: { type: 'string' } }, allowPositionals: true });
const dir = positionals[0] ? resolve(positionals[0]) : SCHEMAS_DIR;
const seedsDir = positionals[1] ? resolve(positionals[1]) : SEEDS_DIR;
const { entries, unreadable } = readDeclarationFiles(dir);
const declarationProblems = [
  ...unreadable.map((u) => ({ file: u.file, pointer: '#', reason: u.reason })),
  ...checkDeclarations(entries),
  ...checkIcons(entries),
];
// Demo records are checked against declarations that are themselves sound.
const seeds = readSeedFiles(seedsDir);
const problems = declarationProblems.length > 0 ? declarationProblems : checkSeeds(new Registry(entries), seeds);

/** Changes since the base; only of sound declarations, else a broken file would read as a removed kind. */
function changeProblems(): Problem[] {
  // Another schemas dir (a test's copy) has no base of its own unless one is named.
  if (values.base === undefined && positionals[0] !== undefined) return [];
  const ref = values.base ?? 'HEAD';
  if (declarationProblems.length > 0) {
    console.log(`Changes since ${ref} not compared: fix the declarations first.`);
    return [];
  }
  const base = readBaseDeclarations(dir, ref);
  if (!base.ok) {
    if (values.base === undefined) {
      console.log(`Changes not compared: ${base.reason}.`);
      return [];
    }
    return [{ file: dir, pointer: '#', reason: `cannot compare with --base ${ref}: ${base.reason}` }];
  }
  const current = new Map(entries.map((e) => [(e.json as Declaration).kind, e]));
  const changes = compareDeclarations(
    base.declarations,
    entries.map((e) => e.json as Declaration),
  );
  const report = changeReport(changes, (kind) => {
    const entry = current.get(kind);
    return entry ? { file: entry.file, schema: (entry.json as Declaration).schema } : { file: base.files.get(kind) ?? kind };
  });
  console.log(changes.length === 0 ? `No declaration changed since ${ref}.` : `${changes.length} declaration change(s) since ${ref}:`);
  for (const line of report.listed) console.log(line);
  return report.problems;
}

problems.push(...changeProblems());
for (const p of problems) console.error(`${p.file} ${p.pointer}: ${p.reason}`);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} problem(s) in ${entries.length + unreadable.length} declaration(s) and ${seeds.length} seeds file(s).`,
  );
  process.exit(1);
}
console.log(`${entries.length} declaration(s) and ${seeds.length} seeds file(s) checked, no problems.`);
