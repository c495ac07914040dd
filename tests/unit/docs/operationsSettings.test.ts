import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every environment variable the code reads: a property of some `env` object, dotted or bracketed. */
function settingsReadIn(dirs: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of dirs) {
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|mjs|js)$/.test(entry.name) || entry.name.endsWith('.generated.ts')) continue;
      const file = join(entry.parentPath, entry.name);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\benv\s*(?:\.\s*|\[\s*['"])([A-Z][A-Z0-9_]*)/g)) if (!found.has(m[1]!)) found.set(m[1]!, file);
    }
  }
  return found;
}

const documented = new Set([...readFileSync('docs/operations.md', 'utf8').matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((m) => m[1]));
// Set by tools for their own use, not by an operator: Vite's PROD flag, npm's and CI's own.
const NOT_SETTINGS = new Set(['PROD', 'DEV', 'MODE', 'SSR', 'BASE_URL', 'CI']);

describe('docs/operations.md lists every setting the code reads', () => {
  const read = settingsReadIn(['src', 'bench', 'generators', 'tests']);

  it('finds the settings it should (the scan works)', () => {
    expect(read.has('DATABASE_URL')).toBe(true);
    expect(read.has('CHROMIUM_PATH')).toBe(true);
    expect(read.has('TEST_DATABASE_URL')).toBe(true);
  });

  it.each([...read].filter(([name]) => !NOT_SETTINGS.has(name)))('%s (read in %s) is documented', (name) => {
    expect(documented.has(name)).toBe(true);
  });
});
