import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { declarationOutlines } from './generators/vite/declarationOutlines';
import { declaredIcons } from './generators/vite/declaredIcons';
import { precompiledValidators } from './generators/vite/precompiledValidators';

export default defineConfig({
  plugins: [
    react(),
    declarationOutlines(fileURLToPath(new URL('schemas', import.meta.url))),
    declaredIcons(['schemas', 'tests/fixtures'].map((d) => fileURLToPath(new URL(d, import.meta.url)))),
    precompiledValidators(['schemas', 'tests/fixtures'].map((d) => fileURLToPath(new URL(d, import.meta.url)))),
  ],
  test: {
    globals: true,
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
