import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built console's stylesheets, as Vite's manifest names them (dist/console/.vite/manifest.json;
 * the console has one, antd's trimmed sheet with its own rules, vite.config.ts). The browser's
 * console loads it with the layout's chunk; a page rendered on the server links it in its head,
 * so its first paint is already styled. None when the build has no manifest.
 */
export function builtStylesheets(consoleDir: string): string[] {
  let manifest: Record<string, { css?: string[] }>;
  try {
    manifest = JSON.parse(readFileSync(join(consoleDir, '.vite', 'manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    return [];
  }
  return [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`);
}
