import { defineConfig } from 'vitest/config';

// Unit tests: pure rules and in-process server tests (Fastify inject, in-memory SQLite).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
