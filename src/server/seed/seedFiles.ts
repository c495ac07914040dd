/**
 * Demo records live apart from the declarations, one file a kind: seeds/<kind>.json holds a JSON
 * list of records. Only the seeder and the checks read them; no declaration carries demo data and
 * none reaches the console bundle.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, isAbsolute, join, relative } from 'node:path';
import { APP_ROOT } from '../appRoot';

export const SEEDS_DIR = join(APP_ROOT, 'seeds');

export type Sample = Record<string, unknown>;

export interface SeedFile {
  file: string;
  /** The kind the file name says (<kind>.json). */
  kind: string;
  /** The parsed content, as found; checkSeeds says what is wrong with it. */
  json: unknown;
  /** Why the file could not be read as JSON. */
  unreadable?: string;
}

/** Every seeds file of a folder; a missing folder is no demo data at all. */
export function readSeedFiles(dir: string = SEEDS_DIR): SeedFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const path = join(dir, name);
      const rel = relative(process.cwd(), path);
      const file = rel.startsWith('..') || isAbsolute(rel) ? path : rel;
      try {
        return { file, kind: basename(name, '.json'), json: JSON.parse(readFileSync(path, 'utf8')) as unknown };
      } catch (error) {
        return { file, kind: basename(name, '.json'), json: undefined, unreadable: (error as Error).message };
      }
    });
}

/** The samples of each kind, from files checkSeeds has passed (anything else counts as none). */
export function samplesByKind(files: readonly SeedFile[]): Map<string, Sample[]> {
  const out = new Map<string, Sample[]>();
  for (const f of files) {
    if (Array.isArray(f.json))
      out.set(
        f.kind,
        f.json.filter((s): s is Sample => typeof s === 'object' && s !== null && !Array.isArray(s)),
      );
  }
  return out;
}
