// The size of every script the home page runs before it is usable, as the server sends it with
// gzip, against the budget of the storefront issue.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The home page's JavaScript, as sent with gzip, should stay under this: 120 KB. */
export const HOME_JS_TARGET_BYTES = 120 * 1000;

/**
 * What the home page loads on demand before it is usable, besides the entry and its static
 * imports: the page "/" lands on through the shell's redirects (/extensions, then the new or
 * the popular list, both this route) and the visitor's message catalog.
 */
const HOME_ROUTE_MODULE = 'src/features/catalog/routes/extension-home.tsx';
const CATALOG_MODULES = { en: 'src/i18n/en.ts', ko: 'src/i18n/ko.ts' } as const;

/** One chunk of Vite's build manifest; imports name the chunks it loads statically. */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageScript {
  file: string;
  /** What a browser taking gzip receives: the build's .gz copy, or the file when it has none. */
  gzipBytes: number;
}

export interface PageJavaScript {
  /** The catalog language this total counts: the heavier of the two. */
  language: keyof typeof CATALOG_MODULES;
  /** Heaviest first. */
  scripts: PageScript[];
  rawBytes: number;
  gzipBytes: number;
  /** What a browser taking brotli receives. */
  brotliBytes: number;
  /** The same files through zlib at level 9, as a reference a reader can reproduce with gzip -9. */
  zlibBytes: number;
  /** Zod is among them: the shell imports something that needs it (see docs/architecture.md). */
  hasZod: boolean;
}

/** The chunk apps/web/vite.config.ts gathers zod into. */
const ZOD_CHUNK_NAME = 'schema';

/** The given chunks and every chunk they import statically, transitively. */
function staticClosure(manifest: Manifest, roots: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the web build`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen].map((key) => manifest[key] as ManifestChunk);
}

/** Runs the production build of apps/web into outDir, with a manifest. */
function buildWeb(root: string, outDir: string): Promise<void> {
  const args = ['exec', '--workspace', 'apps/web', '--', 'vite', 'build'];
  args.push('--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn');
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the web build for the size step exited ${code}`)),
    );
  });
}

/**
 * Builds the web app into a scratch folder with a manifest (the served build carries none, so
 * it does not publish the source layout) and weighs every script the home page runs before it
 * is usable: the entry, the home route's chunk and the catalog of the language shown, each
 * with all it imports statically. The same files a browser requests on its way to the list.
 * Counted for each language; the heavier total is returned.
 */
export async function weighHomePage(root: string): Promise<PageJavaScript> {
  const outDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-web-size-'));
  try {
    await buildWeb(root, outDir);
    const manifest = JSON.parse(
      await fs.promises.readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    if (entries.length !== 1) throw new Error(`expected one web entry, found ${entries.length}`);
    type Weight = PageScript & { rawBytes: number; brotliBytes: number; zlibBytes: number };
    const weights = new Map<string, Weight>();
    // The server sends the build's compressed copy when there is one (apps/web/build/
    // precompress.ts skips the smallest files), and the file itself otherwise.
    const served = (file: string, suffix: '.gz' | '.br', size: number): number => {
      const copy = path.join(outDir, `${file}${suffix}`);
      return fs.existsSync(copy) ? fs.statSync(copy).size : size;
    };
    const weigh = (file: string) => {
      let weight = weights.get(file);
      if (!weight) {
        const data = fs.readFileSync(path.join(outDir, file));
        weight = {
          file,
          rawBytes: data.length,
          gzipBytes: served(file, '.gz', data.length),
          brotliBytes: served(file, '.br', data.length),
          zlibBytes: gzipSync(data, { level: 9 }).length,
        };
        weights.set(file, weight);
      }
      return weight;
    };
    const totals = Object.entries(CATALOG_MODULES).map(([language, catalog]) => {
      const chunks = staticClosure(manifest, [...entries, HOME_ROUTE_MODULE, catalog]);
      const scripts = chunks
        .map((chunk) => weigh(chunk.file))
        .sort((a, b) => b.gzipBytes - a.gzipBytes);
      return {
        language: language as keyof typeof CATALOG_MODULES,
        scripts: scripts.map(({ file, gzipBytes }) => ({ file, gzipBytes })),
        rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
        gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
        brotliBytes: scripts.reduce((sum, script) => sum + script.brotliBytes, 0),
        zlibBytes: scripts.reduce((sum, script) => sum + script.zlibBytes, 0),
        hasZod: chunks.some((chunk) => chunk.name === ZOD_CHUNK_NAME),
      };
    });
    return totals.reduce((heaviest, total) =>
      total.gzipBytes > heaviest.gzipBytes ? total : heaviest,
    );
  } finally {
    await fs.promises.rm(outDir, { recursive: true, force: true });
  }
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** The total against the target, then each script, heaviest first. */
export function homePageReport(javascript: PageJavaScript): string {
  const verdict = javascript.gzipBytes <= HOME_JS_TARGET_BYTES ? 'ok' : 'MISSED';
  return [
    `Home page JavaScript (${javascript.language} catalog): ${javascript.scripts.length} files, ` +
      `${kib(javascript.rawBytes)}; sent with gzip ${kb(javascript.gzipBytes)} ` +
      `= ${kib(javascript.gzipBytes)} (target <= ${kb(HOME_JS_TARGET_BYTES)}: ${verdict}), ` +
      `with brotli ${kib(javascript.brotliBytes)}; zlib -9 ${kib(javascript.zlibBytes)}`,
    ...javascript.scripts.map(
      (script) => `  ${kib(script.gzipBytes).padStart(10)}  ${script.file}`,
    ),
    ...(javascript.hasZod
      ? ['  zod is on the first page: something the shell or the home page imports needs it']
      : []),
  ].join('\n');
}
