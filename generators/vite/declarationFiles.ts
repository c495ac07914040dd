import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DeclarationFile } from '../../src/shared/registry';

/** Every declaration under these folders, read as they are on disk (the build plugins' input). */
export function declarationFiles(dirs: readonly string[]): DeclarationFile[] {
  return dirs
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir, { withFileTypes: true, recursive: true }).map((e) => ({ e, dir })))
    .filter(({ e }) => e.isFile() && e.name.endsWith('.json') && e.name !== 'entity.schema.json')
    .map(({ e }) => ({ file: join(e.parentPath, e.name), json: JSON.parse(readFileSync(join(e.parentPath, e.name), 'utf8')) as unknown }));
}
