/**
 * Stands in for @x0k/json-schema-merge where @rjsf/utils imports it (vite.config.ts aliases the
 * package and its `lib/array` here). rjsf merges a schema's `allOf` with it, and no form of the
 * console has one: schemas/entity.schema.json allows no `allOf` in a declaration, and the
 * console's own forms declare none. The package cost every form page ≈ 4 kB. Should a schema
 * ever carry an `allOf`, rjsf catches this error, warns, and draws the schema without it.
 */
const unsupported = (): never => {
  throw new Error('allOf is not supported in console forms (schemas/entity.schema.json allows none).');
};

export const createComparator = () => ({ compareSchemaDefinitions: unsupported, compareSchemaValues: unsupported });
export const createMerger = () => ({ mergeArrayOfSchemaDefinitions: unsupported });
export const createShallowAllOfMerge = () => unsupported;
export const createDeduplicator = () => unsupported;
export const createIntersector = () => unsupported;
