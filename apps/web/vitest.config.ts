import { defineConfig } from 'vitest/config';

/** Unit tests of pure logic; they run in node and read @lagoon/contract from its sources. */
export default defineConfig({
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    isolate: false,
  },
});
