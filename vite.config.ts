import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Fails a test that prints an error or a warning (shared/devtools/src/vitest/strict-console.ts). */
const strictConsole = new URL('./shared/devtools/src/vitest/strict-console.ts', import.meta.url).pathname;

/**
 * A package of plain functions: Node, and one module graph per worker (`isolate: false`): the files
 * share no state, so loading their imports once per worker instead of once per file halves the run.
 */
const nodeProject = (name: string, root: string, test: Record<string, unknown> = {}) => ({
  // 30 s: room for a test of a few seconds' CPU on a machine loaded eight times over.
  test: { name, root, environment: 'node', isolate: false, setupFiles: [strictConsole], testTimeout: 30_000, ...test },
});

// One `vitest run` runs every package's unit and component tests (Vitest projects).
export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one free): on a two-core machine that halves the jsdom suites' time.
    maxWorkers: availableParallelism(),
    projects: [
      nodeProject('countries', 'shared/countries'),
      nodeProject('domain', 'shared/domain'),
      nodeProject('request', 'shared/request'),
      nodeProject('api', 'shared/api'),
      nodeProject('devtools', 'shared/devtools'),
      nodeProject('mock-server', 'mock-server', { hookTimeout: 60_000 }),
      'customer-site/vite.config.ts',
      'admin/vite.config.ts',
    ],
  },
});
