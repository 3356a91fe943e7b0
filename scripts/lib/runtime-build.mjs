// The build `npm start` (and seed, admin, bench) makes when its sources changed: what the server
// runs and serves, without the type check. `npm run build` and `npm test` type-check the same
// sources; a start only needs the JavaScript.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDuration, localBin, ROOT, run, say } from './process.mjs';

/**
 * The TypeScript packages Node runs from their dist/: each source file becomes one JavaScript
 * file (and its source map) in the same place under dist/, as `tsc -b` writes them. The sources
 * are written for this (`isolatedModules`, `verbatimModuleSyntax`: every file compiles alone),
 * so esbuild turns them into the same modules in a fraction of a second instead of tsc's
 * 20-odd seconds, most of which is the type check.
 */
export const TRANSPILED_PACKAGES = ['packages/contract', 'packages/demo-catalog', 'apps/server'];

/** Tests are not part of a package's dist/ (the tsconfig.json files exclude them). */
function isShippedSource(name) {
  return /\.(?:ts|mts|cts)$/.test(name) && !/\.d\.[cm]?ts$/.test(name) && !/\.test\./.test(name);
}

/** The source files of a package that its dist/ holds, as tsc's `include` and `exclude` say. */
export function shippedSources(packageDir) {
  const src = path.join(packageDir, 'src');
  const files = [];
  for (const entry of fs.readdirSync(src, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !isShippedSource(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    // The server's test helpers (apps/server/src/test/) are excluded like its tests.
    if (path.relative(src, file).split(path.sep)[0] === 'test') continue;
    files.push(file);
  }
  return files.sort();
}

/** Writes the JavaScript of the packages Node runs (TRANSPILED_PACKAGES) with esbuild. */
export async function transpilePackages(root = ROOT) {
  const esbuild = await import('esbuild');
  const compilerOptions = JSON.parse(
    fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'),
  ).compilerOptions;
  for (const pkg of TRANSPILED_PACKAGES) {
    const packageDir = path.join(root, pkg);
    await esbuild.build({
      entryPoints: shippedSources(packageDir),
      outbase: path.join(packageDir, 'src'),
      outdir: path.join(packageDir, 'dist'),
      bundle: false,
      format: 'esm',
      platform: 'node',
      target: compilerOptions.target.toLowerCase(),
      sourcemap: true,
      logLevel: 'warning',
      tsconfigRaw: {
        compilerOptions: {
          verbatimModuleSyntax: true,
          useDefineForClassFields: true,
        },
      },
    });
  }
}

/**
 * The commands of a start's build, heaviest first: the packages Node runs, the companion, and
 * the web app's two Vite builds. The browser build compresses its files at the fast level when
 * `fastCompression` is set (see apps/web/build/precompress.ts and the build stamp).
 */
function commands({ fastCompression }) {
  const vite = localBin('vite');
  return [
    {
      label: 'server, contract and demo catalog',
      bin: process.execPath,
      args: [
        '--input-type=module',
        '-e',
        `await (await import(${JSON.stringify(import.meta.url)})).transpilePackages();`,
      ],
      cwd: '.',
    },
    {
      label: 'web app',
      bin: vite,
      args: ['build'],
      cwd: 'apps/web',
      env: fastCompression ? { LAGOON_PRECOMPRESS: 'fast' } : {},
    },
    {
      label: 'web app\u2019s server renderer',
      bin: vite,
      args: ['build', '--ssr', 'src/entry-server.tsx'],
      cwd: 'apps/web',
    },
    { label: 'companion', bin: process.execPath, args: ['build.mjs'], cwd: 'apps/companion' },
  ];
}

/**
 * Builds what the server runs and serves, two commands at a time, each command's output shown
 * when it fails; throws once the running ones end after a failure. `alongside` are more
 * commands ({ label, bin, args, cwd, env, optional }) that need the server's JavaScript: they
 * start once it is written (in about a second, in the first lane), while the web app builds in
 * the second lane. An `optional` one may fail without failing the build.
 */
export async function runtimeBuild({ fastCompression = false, alongside = [], root = ROOT } = {}) {
  const [transpile, web, ...rest] = commands({ fastCompression });
  const queue = [
    transpile,
    web,
    ...alongside.map((command) => ({ ...command, needsServer: true })),
    ...rest,
  ];
  let serverWritten;
  const written = new Promise((resolve) => {
    serverWritten = resolve;
  });
  const failures = [];
  const lane = async () => {
    while (queue.length > 0 && failures.length === 0) {
      const next = queue.shift();
      if (next.needsServer) await written;
      if (failures.length > 0) break;
      const began = Date.now();
      const result = await run(next.bin, next.args, {
        capture: true,
        cwd: path.join(root, next.cwd ?? '.'),
        env: { ...process.env, ...next.env },
      });
      if (next === transpile) serverWritten();
      if (result.code === 0) {
        say(`${next.label}: done in ${formatDuration(Date.now() - began)}`);
        continue;
      }
      process.stdout.write(`${`${result.stdout}${result.stderr}`.trim()}\n`);
      if (next.optional) say(`${next.label}: did not succeed (exit ${result.code})`);
      else failures.push(`${next.label} (exit ${result.code})`);
    }
  };
  const lanes = Math.max(1, Math.min(2, os.availableParallelism()));
  await Promise.all(Array.from({ length: lanes }, lane));
  if (failures.length > 0) throw new Error(`The build failed: ${failures.join(', ')}.`);
}
