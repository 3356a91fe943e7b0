import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Everything the server answers; the dev server forwards these so cookies stay same-origin. */
const serverPaths = ['/ajax', '/creator', '/accounts', '/files', '/api-docs', '/healthz'];
const serverOrigin = process.env.LAGOON_SERVER_URL ?? 'http://localhost:8080';
const proxy = Object.fromEntries(serverPaths.map((path) => [path, serverOrigin]));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The contract exports a "source" condition so the app bundles its TypeScript directly.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Stable vendor chunks: a release that only changes app code keeps these cached.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'radix', test: /node_modules[\\/](@radix-ui|radix-ui|@floating-ui)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'schema', test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
