// What a store's first start can do before the server runs, without the server: `npm start`
// runs it on a new data directory while it builds the web app. It draws the demo catalog's
// pictures into the cache the seed reads them from (art-cache.ts) and, at the same time,
// creates the embedded database in DATA_DIR and brings it to the latest migration; the server's
// first start then opens a ready database and stores the kept pictures. Each half skips what is
// done already; a failure only means the server does that part itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildDemoPlan, ImageBatch, planMobileSites } from '@lagoon/demo-catalog';
import { LocalFileStorage } from '../storage/storage.js';
import { defaultArtCacheDir, drawDemoArt, hasCachedArt } from './art-cache.js';
import { shownImageKinds } from './demo.js';

async function drawPictures(): Promise<void> {
  const cacheDir = defaultArtCacheDir();
  if (!cacheDir) throw new Error('no place beside the installed packages to keep the pictures');
  // The same batch as the seed's (seedDemoCatalog): the plan's pictures, then the mobile sites'.
  const images = new ImageBatch();
  const plan = buildDemoPlan(new Date(), images);
  planMobileSites(images);
  const kinds = shownImageKinds(plan);
  if (hasCachedArt(images, kinds, cacheDir)) return;
  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-demo-art-'));
  try {
    const art = await drawDemoArt(images, kinds, new LocalFileStorage(scratch), cacheDir, (line) =>
      console.log(line),
    );
    console.log(`Drew ${art.images.size} demo pictures (${art.copies.size} with WebP copies)`);
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The embedded database the server would open (DATA_DIR), created and migrated in a worker
 * thread (first-start-database.ts): PGlite's set-up and the migrations hold their thread for
 * seconds at a time, during which this one could neither hand sharp the next pictures nor
 * store the drawn ones, so in one thread the two halves ran one after the other.
 */
function createDatabase(): Promise<void> {
  if (process.env.DATABASE_URL) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./first-start-database.js', import.meta.url));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`creating the database stopped (exit ${code})`));
    });
  });
}

async function main(): Promise<void> {
  const results = await Promise.allSettled([drawPictures(), createDatabase()]);
  const failed = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  for (const reason of failed) console.error(reason instanceof Error ? reason.message : reason);
  if (failed.length > 0) process.exitCode = 1;
}

await main();
