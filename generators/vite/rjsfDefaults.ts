import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (name: string) => fileURLToPath(new URL(`../../src/console/vendor/${name}`, import.meta.url));
/** What rjsf's default registry imports → the console's stand-in (src/console/vendor/). */
const SHIMS: Record<string, string> = {
  './components/widgets/index.js': shim('coreWidgets.ts'),
  './components/fields/index.js': shim('coreFields.ts'),
  './components/templates/index.js': shim('coreTemplates.ts'),
};
const DEFAULT_REGISTRY = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/;

/**
 * rjsf's default registry imports every stock widget, field and template, and the form puts them
 * under the theme's: this swaps those three imports, and only where that one module makes them,
 * for maps that keep what every form draws and load the rest when first shown (coreWidgets.ts,
 * coreFields.ts, coreTemplates.ts).
 */
export function rjsfDefaults(): Plugin {
  return {
    name: 'console:rjsf-defaults',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined || !DEFAULT_REGISTRY.test(importer)) return null;
      return SHIMS[source] ?? null;
    },
  };
}
