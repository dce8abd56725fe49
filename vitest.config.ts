import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Tests take the contract from its source (its package.json "source" condition): no contract build first.
 * The API's tests resolve as Node does: without "browser" or "module", whose builds of the AWS SDK Node cannot load.
 */
const contractSource = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
const contractSourceForNode = {
  resolve: { conditions: ['source', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
};

/**
 * Unit tests beside the code, and API tests through the real app on SQLite (and PostgreSQL when DATABASE_URL is set).
 * Timeouts are for a busy two-core machine, where a property test can take several times its quiet time.
 */
export default defineConfig({
  test: {
    // Vitest's default on a two-core machine is one file at a time; API tests spend much of their time waiting on
    // PostgreSQL, disks, timers and child processes, so two at a time use the cores (see test/pg-schemas.ts).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        ...contractSourceForNode,
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          // A worker runs its files one after another in one module graph: importing the app (Fastify, Kysely,
          // the AWS SDK) anew for each of some 110 files cost more than their tests. Each file builds its own app
          // and database, and a test that fakes timers restores them.
          isolate: false,
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...contractSource,
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
