import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStyleFunctions } from './generators/vite/antdStyleFunctions';
import { antdStylesheet } from './generators/vite/antdStylesheet';
import { declarationOutlines } from './generators/vite/declarationOutlines';
import { declaredIcons } from './generators/vite/declaredIcons';
import { precompiledValidators } from './generators/vite/precompiledValidators';
import { precompress } from './generators/vite/precompress';
import { rjsfDefaults } from './generators/vite/rjsfDefaults';
import { leanPreloads } from './generators/vite/leanPreloads';

// The declarations the console is built with: schemas/, or a copy with extra kinds for a benchmark
// (bench/typing.ts sets CONSOLE_SCHEMAS_DIR; the server then reads the same copy from SCHEMAS_DIR).
const schemasDir = process.env.CONSOLE_SCHEMAS_DIR
  ? resolve(process.env.CONSOLE_SCHEMAS_DIR)
  : fileURLToPath(new URL('schemas', import.meta.url));

const preloads = leanPreloads();

// The console is a SPA served by the API server in production; in dev Vite proxies /api.
export default defineConfig({
  plugins: [
    react(),
    declarationOutlines(schemasDir),
    declaredIcons([schemasDir]),
    precompiledValidators([schemasDir]),
    antdStyleFunctions(),
    antdStylesheet(),
    rjsfDefaults(),
    precompress(),
    preloads.plugin,
  ],
  resolve: {
    alias: [
      // See the shim: no declaration renders markdown, so its parser stays out of the bundle.
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(new URL('src/console/vendor/markdownPlain.tsx', import.meta.url)),
      },
      // See the shim: rjsf resolves `$ref`s against `$id`s, which declarations do not have.
      {
        find: /^fast-uri$/,
        replacement: fileURLToPath(new URL('src/console/vendor/uriResolver.ts', import.meta.url)),
      },
      // See the shim: rjsf merges `allOf`s, which no console form has.
      {
        find: /^@x0k\/json-schema-merge(\/lib\/array)?$/,
        replacement: fileURLToPath(new URL('src/console/vendor/noAllOfMerge.ts', import.meta.url)),
      },
    ],
  },
  root: 'src/console',
  publicDir: '../../public',
  build: {
    outDir: '../../dist/console',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which stylesheets a server-rendered page links (src/server/consolePage/stylesheets.ts).
    manifest: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      treeshake: {
        // These packages declare no "sideEffects" and have none at import time; saying so lets
        // the bundler drop them where only a context object is used (antd's popups import
        // form/context, which would otherwise drag the whole form engine into every route).
        moduleSideEffects: (id: string) => !/node_modules\/@rc-component\/(form|async-validator)\//.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/preview': 'http://127.0.0.1:3000', '/files': 'http://127.0.0.1:3000' },
  },
});
