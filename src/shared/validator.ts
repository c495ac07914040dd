/**
 * The one ajv setup (docs/architecture.md §3–4). Its errors become sentences in ajvErrors.ts, which the
 * console uses without ajv itself (the browser validates with a CSP-safe validator).
 */
import Ajv from 'ajv';
import type { Options } from 'ajv';
import addFormats from 'ajv-formats';
import { customFormats } from './formats';

export { describeAjvErrors, formatFieldPath, type FieldError } from './ajvErrors';

/** Declaration keywords (docs/architecture.md §3) that steer the console but never validate anything. */
export const DECLARATION_KEYWORDS = ['x-ref', 'x-options', 'x-readonly', 'x-widget', 'x-unique', 'x-renamedFrom', 'x-convert'] as const;

export function createAjv(overrides: Options = {}): Ajv {
  // verbose puts parentSchema on each error, which is where describeAjvErrors finds titles.
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, ...overrides });
  addFormats(ajv);
  // After ajv-formats, so our `email` and `url` (docs/product.md §5) win over the RFC ones.
  for (const [name, check] of Object.entries(customFormats)) ajv.addFormat(name, check);
  // Declared rather than left to strict:false, so turning strict on later still compiles declarations.
  ajv.addVocabulary([...DECLARATION_KEYWORDS]);
  return ajv;
}
