// The growth curve: what a list page, a product page and a search for a keyword nobody asked
// for yet cost at 10,000, 100,000 and 1,000,000 items, each beside its static ceiling. Opt-in,
// because seeding a million items takes a while (about a quarter of an hour on PGlite):
//
//   npm run bench -- --only=growth
//   BENCH_GROWTH_SIZES=10000,100000 BENCH_GROWTH_BACKENDS=pglite,postgres npm run bench -- --only=growth
//   BENCH_GROWTH_DIR=/var/tmp/lagoon-growth npm run bench -- --only=growth
//
// BENCH_GROWTH_DIR keeps the PGlite store in that directory instead of a temporary one: a later
// run continues it (sizes below what it holds are left out), so the million is seeded once.
// One store per back end grows from size to size (the seeder adds only the difference). At each
// size the server is started afresh and every request asks for something not asked before
// (another category, sort, offset or page size; another product; another keyword), so the
// catalog cache, which would otherwise answer, is missed and the database or the search index
// does the work. Each kind of request is measured in slices alternating with the server's
// benchmark-only static route asked for a body of the kind's mean size, so load that comes and
// goes on the shared machine weighs on both alike. "Single request" is the median and 95th
// percentile of requests sent one at a time; the rates come from BENCH_CONNECTIONS connections
// for BENCH_DURATION seconds in all. At each size the step also prints how long the search
// index took to build after the server answered /healthz, and the server's resident memory
// (which holds the index) once it is built and at its peak.
import fs from 'node:fs';
import path from 'node:path';
import {
  CONNECTIONS,
  cpuSeconds,
  type Kind,
  type KindFigures,
  measureKind,
  residentMemory,
  SLICES,
  waitForSearch,
} from './growth-measure.js';
import { catalogSample, listPaths, searchPaths } from './growth-streams.js';
import { type Backend, BenchStore, backendsFromEnv, log, table } from './harness.js';
import { waitUntilIdle } from './idle.js';

/** Targets: this share of the static ceiling; the index built within and held in this. */
const TARGET_RATIO = 0.5;
const INDEX_BUILD_TARGET_S = 60;
const MEMORY_TARGET_BYTES = 1.5 * 1024 ** 3;
/** In a kept store (BENCH_GROWTH_DIR), the file recording how many items the bench seeded. */
const KEPT_RECORD = 'bench-growth.json';

function sizesFromEnv(): number[] {
  const raw = process.env.BENCH_GROWTH_SIZES ?? '10000,100000,1000000';
  const sizes = raw.split(',').map((entry) => Number(entry.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size <= 0)) {
    throw new Error('BENCH_GROWTH_SIZES must be whole numbers, e.g. 10000,100000,1000000');
  }
  return [...sizes].sort((a, b) => a - b);
}

interface SizeFigures {
  backend: Backend;
  items: number;
  seedSeconds: number;
  startSeconds: number;
  indexSeconds: number;
  /** The server's CPU time over those seconds: the build's cost without the machine's load. */
  indexCpuSeconds: number;
  /** Resident memory once the index was built, and the peak over the whole measurement. */
  readyRss: number;
  peakRss: number;
  kinds: Map<string, KindFigures>;
}

async function measureSize(
  store: BenchStore,
  backend: Backend,
  size: number,
  seedSeconds: number,
): Promise<SizeFigures> {
  const starting = Date.now();
  const server = await store.start({ benchRoutes: true });
  try {
    const startSeconds = (Date.now() - starting) / 1000;
    const cpuAtHealthy = cpuSeconds(server.pid);
    const indexSeconds = await waitForSearch(server.url);
    const indexCpuSeconds = cpuSeconds(server.pid) - cpuAtHealthy;
    const ready = residentMemory(server.pid);
    log(
      `${backend} at ${size}: healthy after ${startSeconds.toFixed(1)} s, search index built ` +
        `${indexSeconds.toFixed(1)} s later (${indexCpuSeconds.toFixed(1)} s of the server's CPU), ` +
        `${(ready.rss / 1024 ** 2).toFixed(0)} MiB resident`,
    );
    await waitUntilIdle(server.pid, log);
    const sample = await catalogSample(server.url);
    const kinds: Kind[] = [
      { name: 'list page', paths: listPaths() },
      { name: 'product page', paths: sample.ids.map((id) => `/ajax/extensions/${id}?hl=en`) },
      { name: 'fresh-keyword search', paths: searchPaths(sample.words) },
    ];
    const measured = new Map<string, KindFigures>();
    for (const kind of kinds) {
      log(`${backend} at ${size}: ${kind.name}\u2026`);
      measured.set(kind.name, await measureKind(server.url, kind));
    }
    return {
      backend,
      items: size,
      seedSeconds,
      startSeconds,
      indexSeconds,
      indexCpuSeconds,
      readyRss: ready.rss,
      peakRss: residentMemory(server.pid).peak,
      kinds: measured,
    };
  } finally {
    await server.stop();
  }
}

/** How many items the bench has seeded into a kept store (its record file), 0 for a new one. */
function keptItems(dataDir: string): number {
  try {
    const kept = JSON.parse(fs.readFileSync(path.join(dataDir, KEPT_RECORD), 'utf8'));
    return Number.isInteger(kept.items) ? kept.items : 0;
  } catch {
    return 0;
  }
}

async function growBackend(backend: Backend, sizes: number[]): Promise<SizeFigures[]> {
  const keptDir = backend === 'pglite' ? process.env.BENCH_GROWTH_DIR : undefined;
  const store = keptDir ? await BenchStore.at(keptDir) : await BenchStore.open(backend);
  if (!store) return [];
  const figures: SizeFigures[] = [];
  try {
    let seeded = keptDir ? keptItems(store.dataDir) : 0;
    for (const size of sizes) {
      if (size < seeded) {
        log(`${backend}: the kept store already holds ${seeded} items; ${size} left out`);
        continue;
      }
      log(`${backend}: growing the catalog to ${size} items\u2026`);
      const seedSeconds = size > seeded ? await store.seed(['--items', String(size - seeded)]) : 0;
      seeded = size;
      if (keptDir) {
        fs.writeFileSync(path.join(store.dataDir, KEPT_RECORD), JSON.stringify({ items: seeded }));
      }
      log(`${backend}: ${size} items after ${seedSeconds.toFixed(1)} s of seeding`);
      figures.push(await measureSize(store, backend, size, seedSeconds));
    }
  } finally {
    if (keptDir) log(`Kept the grown store in ${store.dataDir}`);
    else await store.remove();
  }
  return figures;
}

const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;

function report(figures: SizeFigures[]): string {
  const rows = [
    [
      'back end',
      'items',
      'request',
      'body',
      'single median ms',
      'single p95 ms',
      'req/s',
      'p99 ms',
      'failed',
      'static req/s',
      'vs static',
      `>= ${TARGET_RATIO * 100} %`,
      'req/s vs smallest',
    ],
  ];
  const smallest = new Map<string, number>();
  for (const entry of figures) {
    for (const [name, kind] of entry.kinds) {
      const key = `${entry.backend}:${name}`;
      const { result, ceiling } = kind;
      if (!smallest.has(key)) smallest.set(key, result.rps);
      const ratio = result.rps / ceiling.rps;
      rows.push([
        entry.backend,
        entry.items.toLocaleString('en'),
        `${name}${kind.repeated > 0 ? ' (some cached)' : ''}`,
        `${(kind.bytes / 1024).toFixed(1)} KiB`,
        kind.median.toFixed(1),
        kind.p95.toFixed(1),
        result.rps.toFixed(0),
        result.p99.toFixed(1),
        String(result.failed + ceiling.failed),
        ceiling.rps.toFixed(0),
        `${(ratio * 100).toFixed(0)} %`,
        ratio >= TARGET_RATIO ? 'ok' : 'MISSED',
        `${((result.rps / (smallest.get(key) ?? result.rps)) * 100).toFixed(0)} %`,
      ]);
    }
  }
  const servers = [
    [
      'back end',
      'items',
      'seeding s',
      'healthy after s',
      `index build s (<= ${INDEX_BUILD_TARGET_S})`,
      'its CPU s',
      'resident when built',
      `peak resident (<= ${mib(MEMORY_TARGET_BYTES)})`,
    ],
    ...figures.map((entry) => [
      entry.backend,
      entry.items.toLocaleString('en'),
      entry.seedSeconds.toFixed(0),
      entry.startSeconds.toFixed(1),
      `${entry.indexSeconds.toFixed(1)} ${entry.indexSeconds <= INDEX_BUILD_TARGET_S ? 'ok' : 'MISSED'}`,
      entry.indexCpuSeconds.toFixed(1),
      mib(entry.readyRss),
      `${mib(entry.peakRss)} ${entry.peakRss <= MEMORY_TARGET_BYTES ? 'ok' : 'MISSED'}`,
    ]),
  ];
  return (
    `${table(rows)}\n\nEach server (seeding adds the difference to the size before; the index ` +
    'is built after /healthz answers; the server holds the whole index, and on PGlite the ' +
    `database too):\n\n${table(servers)}\n`
  );
}

export async function runGrowthBench(): Promise<void> {
  const sizes = sizesFromEnv();
  const figures: SizeFigures[] = [];
  for (const backend of backendsFromEnv('BENCH_GROWTH_BACKENDS', ['pglite'])) {
    figures.push(...(await growBackend(backend, sizes)));
  }
  process.stdout.write(
    `\nGrowth: uncached list pages, product pages and fresh-keyword searches, ${CONNECTIONS} ` +
      `connections for the rates, each beside the static ceiling of its mean body in ${SLICES} ` +
      `alternating slices\n(the load generator shares the machine with the server; compare ` +
      `ratios and sizes with each other, not absolutes)\n\n${report(figures)}`,
  );
}
