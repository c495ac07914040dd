import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every `docs/<file>.md` (and `§N` section) the code, tests and README cite, with where it is cited. */
function references(): [string, string][] {
  const found: [string, string][] = [];
  const files = [
    'README.md',
    ...['src', 'tests', 'generators', 'bench', 'schemas', 'docs'].flatMap((dir) =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.(ts|tsx|json|md)$/.test(e.name))
        .map((e) => join(e.parentPath, e.name)),
    ),
  ];
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/docs\/([a-z-]+\.md)(?: §(\d+[a-z]?))?/g))
      found.push([m[2] ? `${m[1]} §${m[2]}` : `${m[1]}`, file]);
  }
  return found;
}

const unique = [...new Map(references().map(([ref, file]) => [ref, file])).entries()];

describe('every docs reference points at a file and section of this repository', () => {
  it('finds the references (the scan works)', () => {
    expect(unique.length).toBeGreaterThan(10);
  });

  it.each(unique)('%s (cited in %s)', (ref) => {
    const [file = '', section] = ref.split(' §');
    expect(existsSync(join('docs', file))).toBe(true);
    if (section) expect(readFileSync(join('docs', file), 'utf8')).toContain(`<a id="${section}"></a>`);
  });

  it('nothing cites the product brief or the design documents kept outside the repository', () => {
    const outside = ['src', 'tests', 'generators', 'bench'].flatMap((dir) =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
        .map((e) => join(e.parentPath, e.name))
        .filter((f) => /\b(SPEC|DESIGN) ?§|\.\.\/shared\/(SPEC|DESIGN)/.test(readFileSync(f, 'utf8'))),
    );
    expect(outside).toEqual([]);
  });
});
