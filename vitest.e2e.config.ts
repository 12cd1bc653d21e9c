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
    // A page on this 2-core machine, under the whole suite, can take seconds to do what takes 100 ms alone:
    // expect.poll's default of 1 s failed tests that waited for a real effect (a player's pause message).
    expect: { poll: { timeout: 10_000 } },
  },
});
