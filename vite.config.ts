import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is a SPA served by the API server in production; in dev Vite proxies /api.
export default defineConfig({
  plugins: [react()],
  root: 'src/console',
  publicDir: '../../public',
  build: { outDir: '../../dist/console', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/preview': 'http://127.0.0.1:3000' },
  },
});
