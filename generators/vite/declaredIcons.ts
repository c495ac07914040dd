import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { AREAS, MY_CHANGES } from '../../src/shared/areas';

const MODULE_ID = 'virtual:declared-icons';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** environment → EnvironmentOutlined; safety-certificate → SafetyCertificateOutlined. */
export function iconComponentName(icon: string): string {
  return `${icon.replace(/(^|-)([a-z])/g, (_m, _dash: string, c: string) => c.toUpperCase())}Outlined`;
}

/** Every sidebar and header-link icon the declarations name, plus the Pending Review sidebar's own (areas, My changes). */
export function declaredIconNames(dirs: readonly string[]): string[] {
  const names = new Set([...AREAS.map((a) => a.icon), MY_CHANGES.icon]);
  const entries = dirs.filter((dir) => existsSync(dir)).flatMap((dir) => readdirSync(dir, { withFileTypes: true, recursive: true }));
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const json = JSON.parse(readFileSync(join(entry.parentPath, entry.name), 'utf8')) as {
      sidebar?: { icon?: unknown };
      headerLink?: { icon?: unknown };
    };
    for (const icon of [json.sidebar?.icon, json.headerLink?.icon]) if (typeof icon === 'string') names.add(icon);
  }
  return [...names].sort();
}

export interface IconDefinition {
  icon: { tag: string; attrs: Record<string, string>; children?: { tag: string; attrs: Record<string, string>; children?: unknown[] }[] };
}

/** Whether an icon is paths alone, which DeclaredIcon.tsx can draw (schemas:check offers only these). */
export const isPathsAlone = (definition: IconDefinition): boolean =>
  (definition.icon.children ?? []).every((c) => c.tag === 'path' && !c.children && Object.keys(c.attrs).join() === 'd');

/** Every icon definition of @ant-design/icons-svg, by component name (its package entry, read at build time). */
export const iconDefinitions = (): Record<string, IconDefinition | undefined> =>
  createRequire(import.meta.url)('@ant-design/icons-svg') as Record<string, IconDefinition | undefined>;

/**
 * One icon as the console draws it: its viewBox and the `d` of each of its paths. Every outlined
 * icon but a few (none a declaration names) is such paths alone; another shape fails the build,
 * naming the icon, rather than drawing it wrong.
 */
export function iconPaths(name: string, definition: IconDefinition): [string, string[]] {
  const children = definition.icon.children ?? [];
  if (!isPathsAlone(definition)) throw new Error(`The icon "${name}" is not paths alone; the sidebar cannot draw it. Choose another icon.`);
  return [definition.icon.attrs.viewBox ?? '0 0 1024 1024', children.map((c) => c.attrs.d!)];
}

/**
 * `virtual:declared-icons`: an object from kebab-case icon name to the paths of its
 * @ant-design/icons-svg outlined icon (`iconPaths`), holding only the icons the declarations name;
 * src/console/app/chrome/DeclaredIcon.tsx draws them. Paths rather than one @ant-design/icons
 * component per icon: every signed-in route loads them, and a component each cost a module and its
 * wrapper for ≈ 25 icons. Importing the whole set would add hundreds of kilobytes; a hand-kept map
 * would be a table of kinds. Read at start, so a declaration added to schemas/ brings its icon
 * after a restart or rebuild.
 */
export function declaredIcons(dirs: readonly string[]): Plugin {
  return {
    name: 'declared-icons',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const all = iconDefinitions();
      const icons = Object.fromEntries(
        declaredIconNames(dirs).map((name) => {
          const definition = all[iconComponentName(name)];
          if (!definition) throw new Error(`No @ant-design icon is called "${name}" (${iconComponentName(name)}).`);
          return [name, iconPaths(name, definition)];
        }),
      );
      return `export default ${JSON.stringify(icons)};\n`;
    },
  };
}
