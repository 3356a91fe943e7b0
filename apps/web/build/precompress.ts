import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as zlibGzip } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** Text the browser fetches; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than it costs to look it up. */
const MIN_BYTES = 1024;
/** Zopfli's passes: past 5 the files here shrink by less than 0.1% for twice the time. */
const ZOPFLI_ITERATIONS = 5;

const brotli = promisify(brotliCompress);
const gzipFast = promisify(zlibGzip);

/**
 * How hard to compress: `best` (zopfli and brotli's top quality, what a store serves) or `fast`
 * (zlib's and brotli's everyday levels, as the server uses for rendered pages), a fraction of the
 * CPU for copies a few percent larger. The test run (scripts/lib/checks.mjs) builds with `fast`:
 * its pages are still sent compressed, but no test weighs the bytes. Set by
 * LAGOON_PRECOMPRESS; anything but `fast` is `best`.
 */
export type CompressionEffort = 'best' | 'fast';

export function compressionEffort(env: NodeJS.ProcessEnv = process.env): CompressionEffort {
  return env.LAGOON_PRECOMPRESS === 'fast' ? 'fast' : 'best';
}

/** The levels of the fast effort: brotli 5 as for rendered pages, gzip at zlib's default. */
const FAST_BROTLI_QUALITY = 5;
const FAST_GZIP_LEVEL = 6;

function compress(data: Buffer, effort: CompressionEffort): Promise<[Uint8Array, Buffer]> {
  const brotliQuality = effort === 'fast' ? FAST_BROTLI_QUALITY : constants.BROTLI_MAX_QUALITY;
  return Promise.all([
    effort === 'fast'
      ? gzipFast(data, { level: FAST_GZIP_LEVEL })
      : gzipAsync(data, { numiterations: ZOPFLI_ITERATIONS }),
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('.vite'));
}

/**
 * Writes the copy under a temporary name and renames it into place: `npm start` compresses a
 * first start's files again at the best level while the store serves them, and a request must
 * get either the old copy or the new one whole.
 */
async function keepIfSmaller(file: string, copy: Uint8Array, original: number): Promise<void> {
  if (copy.length >= original) {
    await fs.rm(file, { force: true });
    return;
  }
  const partial = `${file}.${process.pid}.part`;
  await fs.writeFile(partial, copy);
  await fs.rename(partial, file);
}

export interface Compressed {
  file: string;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * Writes file.gz (zopfli: the smallest gzip there is, read by every browser) and file.br
 * (brotli at its best) beside each text file of the build, when that saves bytes. The server
 * sends the best one the browser accepts (see apps/server/src/http/web-app.ts), so the page
 * costs the same bytes as from a CDN that compresses ahead of time, and nothing at run time.
 */
export async function precompressDirectory(
  directory: string,
  effort: CompressionEffort = 'best',
): Promise<Compressed[]> {
  const done: Compressed[] = [];
  for (const file of await filesUnder(directory)) {
    // A copy an interrupted run was writing (see keepIfSmaller).
    if (file.endsWith('.part')) await fs.rm(file, { force: true });
    if (!COMPRESSIBLE.test(file)) continue;
    const data = await fs.readFile(file);
    if (data.length < MIN_BYTES) continue;
    const [gzip, br] = await compress(data, effort);
    // A copy no smaller than the file is not kept, nor one an earlier pass left behind.
    await keepIfSmaller(`${file}.gz`, gzip, data.length);
    await keepIfSmaller(`${file}.br`, br, data.length);
    done.push({ file, bytes: data.length, gzipBytes: gzip.length, brotliBytes: br.length });
  }
  return done;
}

/** The build step that runs precompressDirectory over the output once everything is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lagoon-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir, compressionEffort());
    },
  };
}
