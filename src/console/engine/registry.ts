import { loaders, outlines } from 'virtual:declarations';
import { LazyRegistry } from './lazyRegistry';

/**
 * The console's registry: the outline of every declaration of schemas/, bundled at build time, and
 * each kind's whole declaration loaded with its first screen (lazyRegistry.ts). CI checks the
 * declarations (npm run schemas:check), so the console indexes them unchecked: neither ajv nor the
 * meta-schema reach the browser. The build reads schemas/, or a copy with its own kinds added
 * (CONSOLE_SCHEMAS_DIR, vite.config.ts).
 */
export const consoleRegistry = new LazyRegistry(outlines, loaders);
