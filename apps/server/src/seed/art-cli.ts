// Draws the demo catalog's pictures into the cache a first start reads them from (art-cache.ts),
// without a database: `npm start` runs it on a fresh clone while it builds the web app, so the
// server's first start stores the kept files instead of drawing them after the build. Exits 0
// at once when the cache holds them already; a failure only means the first start draws them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDemoPlan, ImageBatch, planMobileSites } from '@lagoon/demo-catalog';
import { LocalFileStorage } from '../storage/storage.js';
import { defaultArtCacheDir, drawDemoArt, hasCachedArt } from './art-cache.js';
import { shownImageKinds } from './demo.js';

async function main(): Promise<void> {
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
