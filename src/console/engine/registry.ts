import { registryFromGlob, type Registry } from '../../shared/registry';

/**
 * The console's registry: every declaration of schemas/, bundled at build time. CI checks them
 * (npm run schemas:check), so the console trusts them and skips the ajv meta-schema compile that
 * would otherwise run on every page load.
 */
export const consoleRegistry: Registry = registryFromGlob(import.meta.glob('../../../schemas/**/*.json', { eager: true }), {
  trusted: true,
});
