import { defineConfig } from 'vite';

// The server as one ES module for production (`npm run build`): packages stay external and are
// loaded from node_modules at run time, so only the runtime dependencies need to be installed.
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // The server, the operator's commands (`npm run admin`, src/server/admin/cli.ts) and the module
    // of the console's render threads (src/server/consolePage/renderWorker.ts finds it beside serve.js).
    rollupOptions: {
      input: { serve: 'src/server/serve.ts', admin: 'src/server/admin/cli.ts', renderThread: 'src/server/consolePage/renderThread.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
});
