/**
 * @rjsf/validator-ajv8's translation of ajv's errors into rjsf's, for the field-by-field validator
 * (src/console/engine/edit/fieldChecksValidator.ts). Exported by its package.json (`./lib/*.js`),
 * not documented; checked in tests/unit/console/vendor/contract.test.ts.
 */
export { default as processRawValidationErrors } from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
