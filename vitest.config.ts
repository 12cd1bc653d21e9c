import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests: pure rules and in-process server tests (Fastify inject, in-memory SQLite).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest keeps one core for itself by default, which is half of a two-core machine; its own process
    // mostly waits on the workers, so every core runs a test file.
    maxWorkers: availableParallelism(),
  },
});
