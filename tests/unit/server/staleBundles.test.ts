import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BUILD_INPUTS, BUNDLES, staleBundles } from '../../../src/server/build/staleBundles';

/**
 * `npm start` rebuilds every bundle it serves when what it is built from changed
 * (src/server/build/staleBundles.ts): a checkout with both bundles built at t=100, then one file
 * touched at the time given.
 */
const BUILT = 100;
let root: string;

function file(path: string, at: number): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, at, at);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'console-stale-'));
  for (const input of ['src/console/main.tsx', 'src/shared/messages.ts', 'schemas/courses.json', 'generators/vite/plugin.ts'])
    file(input, 50);
  for (const config of ['vite.config.ts', 'vite.ssr.config.ts', 'package-lock.json']) file(config, 50);
  for (const bundle of BUNDLES) file(bundle.marker, BUILT);
  // Folders take the time of their last entry change: set them old too.
  for (const dir of ['src/console', 'src/shared', 'schemas', 'generators/vite', 'generators', 'src', 'dist/console', 'dist/console-ssr']) {
    utimesSync(join(root, dir), 50, 50);
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const names = () => staleBundles(root).map((b) => b.name);

describe('the bundles npm start builds', () => {
  it('are none when both were built after every source', () => {
    expect(names()).toEqual([]);
  });

  it.each([
    ['a console source changed', 'src/console/main.tsx'],
    ['a shared module changed', 'src/shared/messages.ts'],
    ['a declaration changed', 'schemas/courses.json'],
    ['a build plugin in generators/ changed', 'generators/vite/plugin.ts'],
    ['the browser build’s Vite config changed', 'vite.config.ts'],
    ['the server bundle’s Vite config changed', 'vite.ssr.config.ts'],
    ['a library was upgraded (the lock file changed)', 'package-lock.json'],
    ['a declaration was added', 'schemas/new-kind.json'],
  ])('are both when %s', (_sentence, path) => {
    file(path, 200);
    expect(names()).toEqual(['console', 'console server bundle']);
  });

  it.each(BUNDLES.map((b) => [b.name, b.marker]))('include the %s when it was never built (%s missing)', (name, marker) => {
    rmSync(join(root, marker));
    expect(names()).toEqual([name]);
  });

  it('watch every input the build reads', () => {
    expect(BUILD_INPUTS).toEqual(
      expect.arrayContaining(['generators', 'vite.config.ts', 'vite.ssr.config.ts', 'schemas', 'src/console', 'src/shared']),
    );
  });
});
