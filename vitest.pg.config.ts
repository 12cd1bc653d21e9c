import { defineConfig } from 'vitest/config';

// The server's unit tests again, on PostgreSQL: a throwaway cluster (tests/postgres/globalSetup.ts) serves
// the run, and each test's storage is a database of its own on it (tests/postgres/openTestStorage.ts).
// Also the tests that need PostgreSQL itself (tests/postgres), some of which start the built server.
export default defineConfig({
  test: {
    include: ['tests/unit/server/**/*.test.ts', 'tests/postgres/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/postgres/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
