import { defineConfig } from 'vitest/config';

// Browser journeys: the built console and a real server on a fresh database, driven by Debian's Chromium.
export default defineConfig({
  test: {
    globals: true,
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
