/**
 * ajv's standalone code as ES modules the console can import: rjsf's precompiled validators
 * (compileSchemaValidatorsCode) for each kind's record schema, and one validator per format for
 * forms whose schema exists only at run time. Compiled with the server's options and the shared
 * formats, so the browser runs the same checks without generating code (no 'unsafe-eval').
 */
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { RJSFSchema } from '@rjsf/utils';
import { KNOWN_FORMATS } from '../../src/shared/declarationChecks';
import { customFormats } from '../../src/shared/formats';
import { createAjv, DECLARATION_KEYWORDS } from '../../src/shared/validator';

/** Where the generated code finds the formats that are functions rather than regular expressions. */
const FORMATS_MODULE = new URL('../../src/shared/formatTable.ts', import.meta.url).pathname;

/**
 * ajv writes CommonJS; Vite serves ES modules. Exports become properties of one default object,
 * `require(x)` an import of x (taken whole whether it is CommonJS or ESM), and the formats that
 * are functions come from the shared table.
 */
export function toEsModule(cjs: string): string {
  const requires = new Map<string, string>();
  let body = cjs.replace(/require\("([^"]+)"\)/g, (_m, spec: string) => {
    if (!requires.has(spec)) requires.set(spec, `__dep${requires.size}`);
    return `__cjs(${requires.get(spec) ?? ''})`;
  });
  body = body
    .replace(/^"use strict";/, '')
    .replace(/(^|[;\n}])(\s*)exports(?=[.[])/g, '$1$2__exports')
    .replace(/\bmodule\.exports\b/g, '__exports.default');
  const imports = [...requires].map(([spec, name]) => `import * as ${name} from ${JSON.stringify(spec)};`);
  return [
    ...imports,
    `import { formatTable as __formats } from ${JSON.stringify(FORMATS_MODULE)};`,
    // A CommonJS module imported whole may arrive wrapped once more in `default`.
    'const __cjs = (ns) => (ns && ns.default && typeof ns.default === "object" && "default" in ns.default ? ns.default : ns);',
    'const __exports = {};',
    body,
    'export default __exports;',
  ].join('\n');
}

const codeOptions = { code: { source: true, lines: false, formats: _`__formats` } };

/** The rjsf validator functions of one record schema, as an ES module whose default is their map. */
export function kindValidatorModule(schema: RJSFSchema): string {
  const code = compileSchemaValidatorsCode(schema, {
    customFormats,
    ajvOptionsOverrides: { ...codeOptions, strict: false, verbose: true, allErrors: true, keywords: [...DECLARATION_KEYWORDS] },
  });
  return toEsModule(code);
}

/** One validator per format a declaration may use ({ type: string, format }), keyed by format. */
export function formatValidatorsModule(): string {
  const ajv = createAjv({ ...codeOptions });
  const ids: Record<string, string> = {};
  for (const format of KNOWN_FORMATS) {
    const id = `format:${format}`;
    ajv.addSchema({ $id: id, type: 'string', format }, id);
    ids[format] = id;
  }
  return toEsModule(standaloneCode(ajv, ids));
}
