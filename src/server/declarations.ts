/**
 * Reads schemas/ from disk into a Registry (the console gets them from the build instead,
 * generators/vite/declarationOutlines.ts, since a browser has no file system). Invalid declarations stop the server at start, not on first use.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { APP_ROOT } from './appRoot';
import { checkedRegistry } from '../shared/checkedRegistry';
import type { DeclarationFile, Registry } from '../shared/registry';

export const SCHEMAS_DIR = join(APP_ROOT, 'schemas');
const META_SCHEMA = 'entity.schema.json';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json') && e.name !== META_SCHEMA)
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

export interface UnreadableFile {
  file: string;
  reason: string;
}

/** Every declaration file under dir, named relative to the working directory (as the CLI prints them). */
export function readDeclarationFiles(dir: string = SCHEMAS_DIR): { entries: DeclarationFile[]; unreadable: UnreadableFile[] } {
  const entries: DeclarationFile[] = [];
  const unreadable: UnreadableFile[] = [];
  for (const path of jsonFiles(dir)) {
    const rel = relative(process.cwd(), path);
    const file = rel.startsWith('..') || isAbsolute(rel) ? path : rel;
    try {
      entries.push({ file, json: JSON.parse(readFileSync(path, 'utf8')) as unknown });
    } catch (error) {
      unreadable.push({ file, reason: (error as Error).message });
    }
  }
  return { entries, unreadable };
}

export function loadDeclarations(dir: string = SCHEMAS_DIR): Registry {
  const { entries, unreadable } = readDeclarationFiles(dir);
  if (unreadable.length > 0) {
    throw new Error(`Unreadable declarations:\n${unreadable.map((u) => `${u.file}: ${u.reason}`).join('\n')}`);
  }
  return checkedRegistry(entries);
}
