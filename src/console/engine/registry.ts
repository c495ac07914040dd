import { Registry, entriesFromGlob } from '../../shared/registry';

/**
 * The console's registry: every declaration of schemas/, bundled at build time. CI checks them
 * (npm run schemas:check), so the console indexes them unchecked: neither ajv nor the
 * meta-schema reach the browser, and no page load compiles them. `@schemas` is schemas/ (the
 * alias in vite.config.ts; a benchmark builds from a copy with its own kinds added).
 */
export const consoleRegistry: Registry = new Registry(
  entriesFromGlob(import.meta.glob(['@schemas/**/*.json', '!@schemas/entity.schema.json'], { eager: true })),
);
