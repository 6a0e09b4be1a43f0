import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// One replayable fast-check seed per file (printed on failure; FC_SEED / FC_PATH replay it).
const setupFiles = ['tests/helpers/fast-check-seed.ts'];

// Unit tests for pure modules; API tests over real HTTP on PGlite, and again on PostgreSQL
// when TEST_DATABASE_URL names a server (each test file in its own throwaway database).
export default defineConfig({
  test: {
    // Vitest runs cores − 1 files at a time: one on CI's 2 cores, where an API test spends much of its time
    // waiting on PostgreSQL, sockets and timers. Two at a time (measured in docs/decisions.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // 30 s as for the API tests: a property test of 300 runs took 5.8 s on a slow host, past vitest's 5 s default.
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          setupFiles,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                setupFiles,
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
