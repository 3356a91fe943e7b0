import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type UserConfig,
} from 'vite';
import { isFirstLoadSource } from './build/first-load.ts';
import { precompress } from './build/precompress.ts';
import { shakableReactRouter } from './build/shakable-react-router.ts';

/** Everything the server answers; the dev server forwards these so cookies stay same-origin. */
const serverPaths = [
  '/ajax',
  '/creator',
  '/accounts',
  '/files',
  '/api-docs',
  '/healthz',
  '/admin/api',
];
const serverOrigin = process.env.LAGOON_SERVER_URL ?? 'http://localhost:8080';
const proxy = Object.fromEntries(serverPaths.map((path) => [path, serverOrigin]));

/**
 * React Router publishes its production build beside the development one, but its package
 * exports only name the development files, whose warnings and checks ship unless the alias
 * below swaps them, in the browser's build and in the server's (which otherwise loads the
 * development files from node_modules for every page it renders). The two differ only in that
 * switch, so the dev server keeps the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The production build of React Router in place of the development one (see above). */
const productionAliases = (mode: string) =>
  mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [];

/**
 * The server build (`vite build --ssr src/entry-server.tsx`): the module the store's server
 * loads to render public pages. Packages stay in node_modules, but for React Router's
 * production build, which is bundled in (its package names no other for Node); React picks its
 * own production build from NODE_ENV, which the server sets. The contract is bundled from its
 * sources like in the browser build.
 */
const serverBuild = (mode: string): UserConfig => ({
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultServerConditions],
    alias: productionAliases(mode),
  },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: { outDir: 'dist-server', emptyOutDir: true, ssrManifest: false, copyPublicDir: false },
});

export default defineConfig(({ mode, isSsrBuild }) =>
  isSsrBuild ? serverBuild(mode) : browserBuild(mode),
);

/**
 * The storefront's modules that the entry does not import but the store's pages share (the
 * catalog's lists and cards, banners, paging), and the code that lazily loaded menus and pages
 * share with the shell: the message loader, the chunk deadline, the loaders' read, and the
 * bundler's preload helper, which every lazy import calls.
 */
const STOREFRONT =
  /src[\\/](features[\\/]catalog[\\/](api|components)|components[\\/](product|banner|page|load-more|empty-state|segmented-links)|i18n[\\/]index|lib[\\/](chunk-load|use-paged-list|render-env|read|retry))[\\/.]|vite[\\/]preload-helper/;

const SOURCES = `${path.resolve(import.meta.dirname, 'src')}${path.sep}`;
const ENTRY = `${SOURCES}main.tsx`;

const browserBuild = (mode: string): UserConfig => ({
  plugins: [react(), shakableReactRouter(), precompress()],
  resolve: {
    // The contract exports a "source" condition so the app bundles its TypeScript directly.
    conditions: ['source', ...defaultClientConditions],
    alias: productionAliases(mode),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Every browser the store serves preloads modules natively (Chromium; Firefox and Safari,
    // which only get the unsupported page, do too), so the polyfill would be dead weight on the
    // first page.
    modulePreload: { polyfill: false },
    // The server reads which files a page's code and styles are in (dist/.vite/manifest.json)
    // to link them from the pages it renders, so they arrive styled and load in parallel.
    manifest: true,
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the first page's code lists every chunk a lazy
        // route may need by file name, so each letter of a name is sent with the home page.
        // The build manifest still records each chunk's name for the server and for debugging.
        chunkFileNames: 'assets/[hash].js',
        // Stable vendor chunks: a release that only changes app code keeps these cached.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'radix', test: /node_modules[\\/](@radix-ui|radix-ui|@floating-ui)[\\/]/ },
            // The contract stays with the code that imports it: grouping it here would pull zod
            // into every page through its constants.
            { name: 'schema', test: /node_modules[\\/]zod[\\/]/ },
            // The code every page runs in one file with the storefront's, rather than the
            // shell in the entry's chunk and the storefront beside it, or a dozen small files
            // that each compress alone. The entry stays a chunk of its own: the build
            // manifest names the page's entry by it.
            {
              name: (id, graph) =>
                STOREFRONT.test(id) || isFirstLoadSource(id, graph, ENTRY, SOURCES)
                  ? 'storefront'
                  : null,
              debugName: 'storefront',
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
