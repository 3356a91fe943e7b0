import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';

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

const TOP_LEVEL_CONST = /^(export )?const (\w+)(: [^=]+)? = /;

/** Net depth of (), [] and {} on a line, outside string and template literals. */
function bracketDepth(line: string): number {
  let depth = 0;
  let quote: string | null = null;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '/' && line[index + 1] === '/' && /^\s?$/.test(line[index - 1] ?? '')) {
      break;
    } else if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') depth -= 1;
  }
  return depth;
}

/**
 * Marks every top-level constant of the contract as pure, so the bundler drops the schemas,
 * enums and tables a chunk does not use. Without it each schema builder call counts as a side
 * effect, and importing one constant from the contract would ship every schema and zod with it
 * to the first page.
 */
export function pureContractConstants(): Plugin {
  return {
    name: 'lagoon-pure-contract-constants',
    enforce: 'pre',
    transform(code, id) {
      if (!/packages[\\/]contract[\\/]src[\\/][^/\\]+\.ts$/.test(id) || id.endsWith('.test.ts')) {
        return null;
      }
      const lines = code.split('\n');
      const out: string[] = [];
      for (let index = 0; index < lines.length; index += 1) {
        const line = lines[index] ?? '';
        const match = TOP_LEVEL_CONST.exec(line);
        if (!match) {
          out.push(line);
          continue;
        }
        const statement = [line];
        let depth = bracketDepth(line);
        while (
          (depth > 0 || !statement[statement.length - 1]?.trimEnd().endsWith(';')) &&
          index + 1 < lines.length
        ) {
          index += 1;
          const next = lines[index] ?? '';
          statement.push(next);
          depth += bracketDepth(next);
        }
        const text = statement.join('\n');
        const head = match[0];
        const body = text.slice(head.length).replace(/;\s*$/, '');
        out.push(`${head}/* @__PURE__ */ (() => (${body}))();`);
      }
      return { code: out.join('\n'), map: null };
    },
  };
}

/**
 * React Router publishes its production build beside the development one, but its package
 * exports only name the development files, whose warnings ship unless the alias below swaps
 * them. The two differ only in that switch, so the dev server keeps the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ mode }) => ({
  plugins: [pureContractConstants(), react(), precompress()],
  resolve: {
    // The contract exports a "source" condition so the app bundles its TypeScript directly.
    conditions: ['source', ...defaultClientConditions],
    // The app ships a small implementation of the i18next calls it makes (src/i18n/lite); the
    // type checker keeps reading the real packages' types, so keys and calls stay checked.
    alias: [
      {
        find: /^i18next$/,
        replacement: fileURLToPath(new URL('src/i18n/lite/i18next.ts', import.meta.url)),
      },
      {
        find: /^react-i18next$/,
        replacement: fileURLToPath(new URL('src/i18n/lite/react-i18next.ts', import.meta.url)),
      },
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Every browser the store serves preloads modules natively (Chromium; Firefox and Safari,
    // which only get the unsupported page, do too), so the polyfill would be dead weight on the
    // first page.
    modulePreload: { polyfill: false },
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
            // The contract stays with the code that imports it: grouping it here would pull zod
            // into every page through its constants.
            { name: 'schema', test: /node_modules[\\/]zod[\\/]/ },
            // The first page's own code in one file rather than a dozen small ones that each
            // compress alone; the other storefront pages share most of it. The bundler's
            // preload helper, which every lazy import calls, joins it, and so do the message
            // loader and the chunk deadline, which lazily loaded menus share with the shell.
            {
              name: 'storefront',
              test: /src[\\/](features[\\/]catalog[\\/](api|components)|components[\\/](product|banner|page|load-more|empty-state|segmented-links)|i18n[\\/]index|lib[\\/]chunk-load)[\\/.]|vite[\\/]preload-helper/,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
