import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { declarationOutline } from '../../src/shared/declarationOutline';
import { declarationFiles } from './declarationFiles';

const OUTLINES = 'virtual:declarations';
const WHOLE = 'virtual:declaration/';

type Json = Record<string, unknown>;

/**
 * The declarations as the console bundles them, as virtual modules: `virtual:declarations` holds
 * every kind's outline (src/shared/declarationOutline.ts) and a loader per kind of
 * `virtual:declaration/<kind>`, the whole declaration in a chunk of its own. Read once at start, so
 * a declaration dropped into schemas/ shows up at the next start or build; nothing is written to disk.
 */
export function declarationOutlines(dir: string): Plugin {
  // Once per build or dev server, not once per kind's module: each would read every file again.
  let read: { file: string; json: Json }[] | undefined;
  const files = () => (read ??= declarationFiles([dir]).map(({ file, json }) => ({ file: relative(dir, file), json: json as Json })));
  return {
    name: 'declaration-outlines',
    buildStart() {
      read = undefined;
    },
    resolveId: (id) => (id === OUTLINES || id.startsWith(WHOLE) ? `\0${id}` : null),
    load(id) {
      if (id === `\0${OUTLINES}`) {
        const all = files();
        const outlines = all.map(({ file, json }) => ({ file, json: declarationOutline(json) }));
        const loaders = all.map(
          ({ json }) => `  ${JSON.stringify(json.kind)}: () => import(${JSON.stringify(`${WHOLE}${String(json.kind)}`)}),`,
        );
        return `export const outlines = ${JSON.stringify(outlines)};\nexport const loaders = {\n${loaders.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${WHOLE}`)) {
        const kind = id.slice(WHOLE.length + 1);
        const found = files().find(({ json }) => json.kind === kind);
        return found ? `export default ${JSON.stringify(found.json)};\n` : null;
      }
      return null;
    },
  };
}
