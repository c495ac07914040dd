import type { Plugin } from 'vite';
import type { RJSFSchema } from '@rjsf/utils';
import { Registry } from '../../src/shared/registry';
import { declarationFiles } from './declarationFiles';
import { formatValidatorsModule, kindValidatorModule } from './precompile';

const KINDS = 'virtual:kind-validators';
const KIND = 'virtual:kind-validator/';
const FORMATS = 'virtual:format-validators';

/**
 * Validators compiled ahead of time, as virtual modules: `virtual:kind-validators` maps each kind
 * to a loader of `virtual:kind-validator/<kind>` (its own chunk, loaded with its edit page), and
 * `virtual:format-validators` holds one validator per format. Nothing is generated on disk, so a
 * declaration dropped into schemas/ has its validator at the next start or build.
 */
export function precompiledValidators(dirs: readonly string[]): Plugin {
  let registry: Registry | undefined;
  const kinds = (): Registry => (registry ??= new Registry(declarationFiles(dirs)));
  return {
    name: 'precompiled-validators',
    resolveId: (id) => (id === KINDS || id === FORMATS || id.startsWith(KIND) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith('\0virtual:')) return null;
      const name = id.slice(1);
      if (name === FORMATS) return formatValidatorsModule();
      if (name === KINDS) {
        const entries = kinds()
          .all()
          .map((d) => `  ${JSON.stringify(d.kind)}: () => import(${JSON.stringify(`${KIND}${d.kind}`)}),`);
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (name.startsWith(KIND)) {
        const decl = kinds().find(name.slice(KIND.length));
        return decl ? kindValidatorModule(decl.schema as unknown as RJSFSchema) : null;
      }
      return null;
    },
  };
}
