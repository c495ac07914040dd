/**
 * The declarations of schemas/ as a git ref has them (`npm run schemas:check -- --base <ref>`),
 * read with git itself so the working tree is never touched: `git ls-tree` lists the files and
 * `git show <ref>:<path>` reads each. Node only; the comparison is src/shared/declarationChanges.ts.
 */
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { relative } from 'node:path';
import type { Declaration } from '../../src/shared/declaration';

export type BaseDeclarations =
  { ok: true; ref: string; declarations: Declaration[]; files: Map<string, string> } | { ok: false; reason: string };

const git = (cwd: string, args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });

/** Just enough of a declaration to compare; a base file without it was broken there and is left out. */
function comparable(json: unknown): json is Declaration {
  const d = json as Partial<Declaration> | null;
  return (
    typeof d?.kind === 'string' && typeof d.id === 'string' && typeof d.endpoints === 'object' && typeof d.schema?.properties === 'object'
  );
}

/** The declarations under `schemasDir` at `ref`, with each kind's path in the repository. */
export function readBaseDeclarations(schemasDir: string, ref: string): BaseDeclarations {
  const dir = realpathSync(schemasDir);
  let top: string;
  try {
    top = realpathSync(git(dir, ['rev-parse', '--show-toplevel']).trim());
  } catch {
    return { ok: false, reason: `${schemasDir} is not inside a git checkout` };
  }
  try {
    git(top, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    return { ok: false, reason: `git knows no commit "${ref}" (in a shallow clone, fetch it first)` };
  }
  const under = relative(top, dir).split('\\').join('/');
  const paths = git(top, ['ls-tree', '-r', '-z', '--name-only', ref, '--', under || '.'])
    .split('\0')
    .filter((p) => p.endsWith('.json') && !p.endsWith('entity.schema.json'));
  const declarations: Declaration[] = [];
  const files = new Map<string, string>();
  for (const path of paths) {
    let json: unknown;
    try {
      json = JSON.parse(git(top, ['show', `${ref}:${path}`]));
    } catch {
      continue;
    }
    if (!comparable(json)) continue;
    declarations.push(json);
    files.set(json.kind, path);
  }
  return { ok: true, ref, declarations, files };
}
