import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` runs every package's unit and component tests (Vitest projects).
export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one free): on a two-core machine that halves the jsdom suites' time.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'countries', root: 'shared/countries', environment: 'node' } },
      { test: { name: 'domain', root: 'shared/domain', environment: 'node' } },
      { test: { name: 'request', root: 'shared/request', environment: 'node' } },
      { test: { name: 'api', root: 'shared/api', environment: 'node' } },
      { test: { name: 'devtools', root: 'shared/devtools', environment: 'node' } },
      { test: { name: 'mock-server', root: 'mock-server', environment: 'node', testTimeout: 30000, hookTimeout: 60000 } },
      'customer-site/vite.config.ts',
      'admin/vite.config.ts',
    ],
  },
});
