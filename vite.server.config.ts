import { defineConfig } from 'vite';

// The server as one ES module for production (`npm run build`): packages stay external and are
// loaded from node_modules at run time, so only the runtime dependencies need to be installed.
export default defineConfig({
  build: {
    ssr: 'src/server/serve.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'serve.js' } },
  },
});
