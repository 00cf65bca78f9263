// Unit and integration tests. Integration tests (*.int.test.ts) run on PGlite, and again on a PostgreSQL server
// when TEST_DATABASE_URL is set, so both database paths stay green.
import { defineConfig } from 'vitest/config';

const unitAndIntegration = ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: unitAndIntegration, env: { TEST_DB_TARGET: 'pglite' } },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true,
              test: { name: 'postgres', include: ['server/**/*.int.test.ts'], env: { TEST_DB_TARGET: 'postgres' } },
            },
          ]
        : []),
    ],
    globalSetup: ['server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
