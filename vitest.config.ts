import { defineConfig } from 'vitest/config';

// Three projects: `unit` (pure code, machines, db with fake-indexeddb) runs beside the code;
// `contract` drives the real supabase-js client against the local stack started in-process on PGlite;
// `contract-pg` runs the same suites with the stack on a throw-away PostgreSQL server.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'supabase/functions/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          // Need a PostgreSQL server shared by two stacks: contract-pg only.
          exclude: ['tests/contract/shared-postgres.test.ts', 'tests/contract/two-processes.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // The same contract suites on a PostgreSQL server (DATABASE_URL) instead of PGlite.
        test: {
          name: 'contract-pg',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/postgres-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
