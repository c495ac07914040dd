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
    // The server, and the operator's commands (`npm run admin`, src/server/admin/cli.ts).
    rollupOptions: { input: { serve: 'src/server/serve.ts', admin: 'src/server/admin/cli.ts' }, output: { entryFileNames: '[name].js' } },
  },
});
