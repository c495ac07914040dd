import { cpSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMAS_DIR } from '../../src/server/declarations';
import type { DeclarationFile } from '../../src/shared/registry';

/** Declarations no code names (tests/fixtures/declarations), kept in the folders of schemas/. */
export const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/declarations', import.meta.url));

/** The fixture declaration files, as a Registry takes them. */
export function fixtureEntries(): DeclarationFile[] {
  return readdirSync(FIXTURES_DIR, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => join(e.parentPath, e.name))
    .map((file) => ({ file: relative(FIXTURES_DIR, file), json: JSON.parse(readFileSync(file, 'utf8')) as unknown }));
}

/** The kinds the fixtures declare. */
export function fixtureKinds(): string[] {
  return fixtureEntries().map((e) => (e.json as { kind: string }).kind);
}

/** A temporary copy of schemas/ with the fixtures dropped in, as product staff would add a file. */
export function schemasWithFixtures(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-schemas-'));
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  cpSync(FIXTURES_DIR, dir, { recursive: true });
  return dir;
}
