// Builds the companion extension into dist/: the manifest template, the schema of its managed
// settings, _locales, icons rendered from the SVG below, background.js bundled by esbuild (with
// zod and the contract's schemas), and the new tab and side panel pages (their HTML and CSS
// copied, their scripts bundled without zod). The store reads dist/ at start-up, completes
// manifest.json (version, update_url, externally_connectable.matches, host_permissions), adds
// store.json, then signs and packs it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, 'src');
const dist = path.join(here, 'dist');

const ICON_SIZES = [16, 48, 128];
/** Scripts bundled into dist/ under their own names: the service worker and the two pages. */
const ENTRY_POINTS = [
  path.join(src, 'background.ts'),
  path.join(src, 'pages', 'newtab.ts'),
  path.join(src, 'pages', 'sidepanel.ts'),
];
/** Page files copied as they are (the pages load their script and style from dist/'s root). */
const PAGE_FILES = ['newtab.html', 'newtab.css', 'sidepanel.html', 'sidepanel.css'];
/**
 * The schema of the companion's managed settings (`storage.managed_schema` in the manifest):
 * without it Chromium hands the policy's `3rdparty` values to no one.
 */
const MANAGED_SCHEMA = 'managed-schema.json';

/** A wave on a lagoon-blue rounded square. */
function iconSvg(size) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 128 128">
  <defs>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2ec4d6"/>
      <stop offset="1" stop-color="#0b6e8a"/>
    </linearGradient>
  </defs>
  <rect x="4" y="4" width="120" height="120" rx="28" fill="url(#sea)"/>
  <path d="M16 74c12-12 24-12 36 0s24 12 36 0 18-10 24-6v38a20 20 0 0 1-20 20H36a20 20 0 0 1-20-20z" fill="#ffffff" fill-opacity="0.9"/>
  <circle cx="88" cy="38" r="12" fill="#ffe38a"/>
</svg>`;
}

/**
 * The contract's modules have no side effects: telling esbuild so lets it leave out the ones the
 * companion does not use (catalog, moderation, publishing schemas and their messages). Zod itself
 * stays whole (about 650 KiB unminified): the contract uses its `z` namespace, which esbuild
 * cannot tree-shake. The bundle is left unminified so that stack traces stay readable.
 */
const contractWithoutSideEffects = {
  name: 'contract-without-side-effects',
  setup(build) {
    const contractSrc = path.join(here, '..', '..', 'packages', 'contract', 'src') + path.sep;
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.inner) return undefined;
      if (args.path !== '@lagoon/contract' && !args.importer.startsWith(contractSrc)) {
        return undefined;
      }
      const { kind, importer, resolveDir } = args;
      const resolved = await build.resolve(args.path, {
        kind,
        importer,
        resolveDir,
        pluginData: { inner: true },
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      if (!resolved.path.startsWith(contractSrc)) return undefined;
      return { path: resolved.path, sideEffects: false };
    });
  },
};

async function bundle() {
  const result = await esbuild.build({
    entryPoints: ENTRY_POINTS,
    outdir: dist,
    entryNames: '[name]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome116',
    // Read the contract from its TypeScript sources, whether or not it has been built.
    conditions: ['source'],
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    logLevel: 'warning',
    plugins: [contractWithoutSideEffects],
  });
  return result.metafile.outputs;
}

function copyTree(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else fs.copyFileSync(source, target);
  }
}

async function icons() {
  fs.mkdirSync(path.join(dist, 'icons'), { recursive: true });
  for (const size of ICON_SIZES) {
    await sharp(Buffer.from(iconSvg(size)))
      .png({ compressionLevel: 9 })
      .toFile(path.join(dist, 'icons', `${size}.png`));
  }
}

fs.rmSync(dist, { recursive: true, force: true });
fs.mkdirSync(dist, { recursive: true });
// Parsed before anything is built, so a syntax error fails the build rather than the browser.
const manifest = JSON.parse(fs.readFileSync(path.join(src, 'manifest.json'), 'utf8'));
const outputs = await bundle();
copyTree(path.join(src, '_locales'), path.join(dist, '_locales'));
for (const name of PAGE_FILES)
  fs.copyFileSync(path.join(src, 'pages', name), path.join(dist, name));
// Parsed like the manifest; Chromium refuses to load the extension when its managed schema
// is not valid JSON.
const managedSchema = JSON.parse(fs.readFileSync(path.join(src, MANAGED_SCHEMA), 'utf8'));
fs.writeFileSync(path.join(dist, MANAGED_SCHEMA), `${JSON.stringify(managedSchema, null, 2)}\n`);
await icons();
// Written last: a dist/ with a manifest is a complete one.
fs.writeFileSync(path.join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const sizes = Object.entries(outputs)
  .map(([file, output]) => `${path.basename(file)} ${(output.bytes / 1024).toFixed(1)} KiB`)
  .join(', ');
console.log(`companion: dist/ ready (${sizes})`);
