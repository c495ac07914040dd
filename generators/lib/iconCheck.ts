import { closestChoice } from '../../src/shared/didYouMean';
import type { DeclarationFile, Problem } from '../../src/shared/registry';
import { iconDefinitions, isPathsAlone } from '../vite/declaredIcons';

/** Every outlined icon the console can draw (generators/vite/declaredIcons.ts), by the kebab-case name a declaration uses. */
export function outlinedIconNames(): string[] {
  return Object.entries(iconDefinitions())
    .filter(([component, definition]) => component.endsWith('Outlined') && definition && isPathsAlone(definition))
    .map(([component]) =>
      component
        .slice(0, -'Outlined'.length)
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase(),
    );
}

/** Icons a declaration names (sidebar, header link) that @ant-design/icons does not have. */
export function checkIcons(entries: readonly DeclarationFile[], known: readonly string[] = outlinedIconNames()): Problem[] {
  const set = new Set(known);
  const out: Problem[] = [];
  for (const { file, json } of entries) {
    const d = json as { sidebar?: { icon?: unknown }; headerLink?: { icon?: unknown } };
    for (const [pointer, icon] of [
      ['#/sidebar/icon', d.sidebar?.icon],
      ['#/headerLink/icon', d.headerLink?.icon],
    ] as const) {
      if (typeof icon !== 'string' || set.has(icon)) continue;
      const near = closestChoice(icon, known);
      out.push({
        file,
        pointer,
        reason: `"${icon}" is not an @ant-design/icons outlined icon${near ? ` (did you mean "${near}"?)` : ''}; ${known.length} exist, e.g. ${known.slice(0, 6).join(', ')}`,
      });
    }
  }
  return out;
}
