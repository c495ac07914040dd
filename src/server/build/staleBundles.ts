import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A bundle `npm start` serves: the file whose age tells when it was built, and how to build it. */
export interface Bundle {
  name: string;
  /** Written by every build of it (dist/console/index.html, dist/console-ssr/renderPage.js). */
  marker: string;
  /** Vite's config file for it. */
  config: string;
}

/** The bundles the server serves from a checkout: the console, and its server bundle for first renders. */
export const BUNDLES: readonly Bundle[] = [
  { name: 'console', marker: 'dist/console/index.html', config: 'vite.config.ts' },
  { name: 'console server bundle', marker: 'dist/console-ssr/renderPage.js', config: 'vite.ssr.config.ts' },
];

/**
 * What a build reads: the console's and the shared sources, the declarations (outlines, icons and
 * validators are generated from them), the public files, the build's own plugins (generators/) and
 * the Vite configs, and the lock file (an upgraded library changes the output).
 */
export const BUILD_INPUTS: readonly string[] = [
  'src/console',
  'src/shared',
  'schemas',
  'public',
  'generators',
  'vite.config.ts',
  'vite.ssr.config.ts',
  'package-lock.json',
];

/** Newest modification time of a file, or of anything under a folder; 0 when it is not there. */
export function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newestChange(join(path, entry)));
  return latest;
}

/** The bundles to build: missing, or older than the newest change to what they are built from. */
export function staleBundles(root: string, bundles: readonly Bundle[] = BUNDLES, inputs: readonly string[] = BUILD_INPUTS): Bundle[] {
  const sources = Math.max(0, ...inputs.map((input) => newestChange(join(root, input))));
  return bundles.filter((bundle) => {
    const marker = join(root, bundle.marker);
    return !existsSync(marker) || statSync(marker).mtimeMs < sources;
  });
}
