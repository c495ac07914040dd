/**
 * The precompiled-validator factory of @rjsf/validator-ajv8 (its documented use, from an
 * undocumented file) without the rest of its index, which builds a whole ajv validator into every
 * edit page. Exported by its package.json (`./lib/*.js`); checked in
 * tests/unit/console/vendor/contract.test.ts.
 */
export { default as createPrecompiledValidator } from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
