import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Workspace packages export a "source" condition that points at their TypeScript sources, so
 * tests read @lagoon/contract as written instead of a possibly stale dist build. Vite keeps
 * separate condition lists for the browser-like client and for server-side (node) modules;
 * Vitest runs node-environment tests through the latter, so both lists get the condition.
 */
const sourceFirst = {
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
} satisfies Partial<TestProjectInlineConfiguration>;

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its own process, which on two cores runs one test file
    // at a time while the main process is mostly idle: two at a time took 20 % (PGlite) and 25 to
    // 30 % (PostgreSQL, whose server shares the cores) less time for the same API test files.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        ...sourceFirst,
        root: 'packages/contract',
        test: {
          name: 'contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        ...sourceFirst,
        root: 'packages/demo-catalog',
        test: {
          name: 'demo-catalog',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        ...sourceFirst,
        root: 'apps/companion',
        test: {
          name: 'companion',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        ...sourceFirst,
        // The server resolves packages as Node does in production: without the bundlers'
        // "module" condition, whose builds (the AWS SDK's dist-es) Node cannot load.
        ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
        root: 'apps/server',
        test: {
          name: 'server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Each file opens its own database (embedded or a throwaway PostgreSQL database);
          // separate processes keep the WASM heaps and connection pools apart.
          pool: 'forks',
          // A worker keeps the server's modules loaded from one file to the next instead of
          // evaluating them again for every file (about a third of the step's time): each file
          // still builds its own app on its own database, and no server module keeps state
          // outside the app it belongs to.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceFirst,
        ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
        // The lagoon-publish command, run against a real server built by the server's test
        // helpers (so it resolves packages as the server does).
        root: 'packages/publish-cli',
        test: {
          name: 'publish-cli',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceFirst,
        ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
        // The benchmarks' own helpers, such as the benchmark developers, which write through the
        // server's seed modules; the benchmarks themselves run with npm run bench only.
        root: 'bench',
        test: {
          name: 'bench',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...sourceFirst,
        root: 'apps/web',
        test: {
          name: 'web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // A worker keeps the app's modules and its happy-dom window from one file to the next
          // instead of building both again for every file (most of the step's time). The setup
          // resets after each test what a test can leave behind: mounted roots, the page and its
          // head, storage and cookies, the API client's fake store, remembered network errors,
          // fake timers, spies and stubbed globals; and after each file the page's address.
          setupFiles: ['./src/test/setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
