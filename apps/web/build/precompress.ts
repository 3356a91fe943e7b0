import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** Text the browser fetches; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than it costs to look it up. */
const MIN_BYTES = 1024;
/** Zopfli's passes: past 5 the files here shrink by less than 0.1% for twice the time. */
const ZOPFLI_ITERATIONS = 5;

const brotli = promisify(brotliCompress);

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('.vite'));
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
export async function precompressDirectory(directory: string): Promise<Compressed[]> {
  const done: Compressed[] = [];
  for (const file of await filesUnder(directory)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = await fs.readFile(file);
    if (data.length < MIN_BYTES) continue;
    const [gzip, br] = await Promise.all([
      gzipAsync(data, { numiterations: ZOPFLI_ITERATIONS }),
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    ]);
    if (gzip.length < data.length) await fs.writeFile(`${file}.gz`, gzip);
    if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
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
      await precompressDirectory(outDir);
    },
  };
}
