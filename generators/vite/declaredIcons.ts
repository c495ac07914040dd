import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

/**
 * `virtual:declared-icons`: an object from kebab-case icon name to its @ant-design/icons
 * component, holding only the icons the declarations name. Importing the whole icon set would
 * add hundreds of kilobytes; a hand-kept map would be a table of kinds. Read at start, so a
 * declaration added to schemas/ brings its icon after a restart or rebuild.
 */
export function declaredIcons(dirs: readonly string[]): Plugin {
  return {
    name: 'declared-icons',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const names = declaredIconNames(dirs);
      const imports = names.map((n, i) => `import I${i} from '@ant-design/icons/es/icons/${iconComponentName(n)}';`);
      const entries = names.map((n, i) => `  ${JSON.stringify(n)}: I${i},`);
      return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
    },
  };
}
