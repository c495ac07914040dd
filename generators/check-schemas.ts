/**
 * CI check of the declarations and their demo data: `npm run schemas:check [schemas dir] [seeds dir]`.
 * Prints one `file #/pointer: reason` line per problem and exits 1 on any, so a broken kind or
 * demo record never reaches a server or a screen.
 */
import { resolve } from 'node:path';
import { readDeclarationFiles, SCHEMAS_DIR } from '../src/server/declarations';
import { checkSeeds } from '../src/server/seed/seedChecks';
import { readSeedFiles, SEEDS_DIR } from '../src/server/seed/seedFiles';
import { checkDeclarations } from '../src/shared/declarationChecks';
import { Registry } from '../src/shared/registry';
import { checkIcons } from './lib/iconCheck';

const dir = process.argv[2] ? resolve(process.argv[2]) : SCHEMAS_DIR;
const seedsDir = process.argv[3] ? resolve(process.argv[3]) : SEEDS_DIR;
const { entries, unreadable } = readDeclarationFiles(dir);
const declarationProblems = [
  ...unreadable.map((u) => ({ file: u.file, pointer: '#', reason: u.reason })),
  ...checkDeclarations(entries),
  ...checkIcons(entries),
];
// Demo records are checked against declarations that are themselves sound.
const seeds = readSeedFiles(seedsDir);
const problems = declarationProblems.length > 0 ? declarationProblems : checkSeeds(new Registry(entries), seeds);

for (const p of problems) console.error(`${p.file} ${p.pointer}: ${p.reason}`);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} problem(s) in ${entries.length + unreadable.length} declaration(s) and ${seeds.length} seeds file(s).`,
  );
  process.exit(1);
}
console.log(`${entries.length} declaration(s) and ${seeds.length} seeds file(s) checked, no problems.`);
