import { defineConfig } from 'vitest/config';

// End-to-end tests: the built server (dist/) started per file, driven by Debian's Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    retry: 0,
  },
});
