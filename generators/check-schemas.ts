/**
 * CI check of the declarations: `npm run schemas:check [dir]`. Prints one `file #/pointer: reason`
 * line per problem and exits 1 on any, so a broken kind never reaches a server or a screen.
 */
import { resolve } from 'node:path';
import { readDeclarationFiles, SCHEMAS_DIR } from '../src/server/declarations';
import { checkDeclarations } from '../src/shared/declarationChecks';

const dir = process.argv[2] ? resolve(process.argv[2]) : SCHEMAS_DIR;
const { entries, unreadable } = readDeclarationFiles(dir);
const problems = [...unreadable.map((u) => ({ file: u.file, pointer: '#', reason: u.reason })), ...checkDeclarations(entries)];

for (const p of problems) console.error(`${p.file} ${p.pointer}: ${p.reason}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in ${entries.length + unreadable.length} declaration(s).`);
  process.exit(1);
}
console.log(`${entries.length} declaration(s) checked, no problems.`);
