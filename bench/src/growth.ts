// The growth curve: what a list page, a product page and a search for a keyword nobody asked
// for yet cost at 10,000, 100,000 and 1,000,000 items. Opt-in, because seeding a million items
// takes a while (minutes on PostgreSQL, longer on PGlite):
//
//   npm run bench -- --only=growth
//   BENCH_GROWTH_SIZES=10000,100000 BENCH_GROWTH_BACKENDS=pglite,postgres npm run bench -- --only=growth
//
// One store per back end grows from size to size (the seeder adds only the difference). At each
// size the server is started afresh and every request asks for something not asked before
// (another category, sort, offset or page size; another product; another keyword), so the
// catalog cache, which would otherwise answer, is missed and the database does the work.
// "Single request" is the median and 95th percentile of requests sent one at a time; the
// throughput comes from BENCH_CONNECTIONS connections for BENCH_DURATION seconds.
import { EXTENSION_CATEGORIES } from '@lagoon/contract';
import autocannon, { type RequestOptions, type Result } from 'autocannon';
import {
  type Backend,
  BenchStore,
  backendsFromEnv,
  log,
  numberFromEnv,
  percentile,
  readJson,
  table,
} from './harness.js';

const DURATION_S = numberFromEnv('BENCH_DURATION', 10);
const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 10);
const SAMPLES = numberFromEnv('BENCH_GROWTH_SAMPLES', 40);

function sizesFromEnv(): number[] {
  const raw = process.env.BENCH_GROWTH_SIZES ?? '10000,100000,1000000';
  const sizes = raw.split(',').map((entry) => Number(entry.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size <= 0)) {
    throw new Error('BENCH_GROWTH_SIZES must be whole numbers, e.g. 10000,100000,1000000');
  }
  return [...sizes].sort((a, b) => a - b);
}

/** Fisher–Yates with a fixed seed, so every size gets the same order of kinds of request. */
function shuffled<T>(values: T[], seed: number): T[] {
  const out = [...values];
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  for (let index = out.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}

function listPaths(): string[] {
  const paths = [];
  for (const category of EXTENSION_CATEGORIES) {
    for (const sort of ['popular', 'new']) {
      for (let offset = 0; offset < 500; offset += 10) {
        for (let size = 10; size < 15; size++) {
          paths.push(
            `/ajax/extensions?type=extension&sort=${sort}&category=${category}&size=${size}&offset=${offset}&hl=en`,
          );
        }
      }
    }
  }
  return shuffled(paths, 1);
}

interface Named {
  extensionId?: string;
  name?: string;
}

/** Product ids and name words from pages of the newest items of every category. */
async function catalogSample(url: string): Promise<{ ids: string[]; words: string[] }> {
  const ids = new Set<string>();
  const words = new Set<string>();
  for (const category of EXTENSION_CATEGORIES) {
    for (let offset = 0; offset < 500; offset += 100) {
      const page = await readJson<{ items: Named[] }>(
        `${url}/ajax/extensions?type=extension&sort=new&category=${category}&size=100&offset=${offset}&hl=en`,
      );
      for (const item of page.items) {
        if (item.extensionId) ids.add(item.extensionId);
        for (const word of (item.name ?? '').toLowerCase().split(/\s+/)) {
          if (/^[a-z]{4,}$/.test(word)) words.add(word);
        }
      }
    }
  }
  return { ids: shuffled([...ids], 2), words: [...words].sort() };
}

/**
 * Keywords as visitors type them: a word or its first letters. Each also with several pages
 * and page sizes, so even a fast search does not run out of questions not asked before.
 */
function searchPaths(words: string[]): string[] {
  const paths = [];
  for (const word of words) {
    for (let length = 3; length <= word.length; length++) {
      const keyword = encodeURIComponent(word.slice(0, length));
      for (let page = 0; page < 3; page++) {
        for (let size = 10; size < 60; size++) {
          paths.push(`/ajax/search2?keyword=${keyword}&page=${page}&size=${size}&hl=en`);
        }
      }
    }
  }
  return shuffled(paths, 3);
}

interface Kind {
  name: string;
  paths: string[];
}

interface KindFigures {
  median: number;
  p95: number;
  throughput: Result;
  /** Requests that would have been cache hits because the paths ran out. */
  repeated: number;
}

/** Hands out the paths in order; each is used once, then the list starts over. */
class PathFeed {
  private next = 0;
  repeated = 0;
  constructor(private readonly paths: string[]) {}
  take(): string {
    if (this.next >= this.paths.length) {
      this.next = 0;
      this.repeated += 1;
    }
    return this.paths[this.next++]!;
  }
}

async function measureKind(url: string, kind: Kind): Promise<KindFigures> {
  const feed = new PathFeed(kind.paths);
  const latencies = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const started = performance.now();
    const response = await fetch(`${url}${feed.take()}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${kind.name} answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  const request: RequestOptions = {
    method: 'GET',
    setupRequest: (next) => ({ ...next, path: feed.take() }),
  };
  const throughput = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [request],
  });
  return {
    median: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    throughput,
    repeated: feed.repeated,
  };
}

interface SizeFigures {
  backend: Backend;
  items: number;
  seedSeconds: number;
  kinds: Map<string, KindFigures>;
}

async function growBackend(backend: Backend, sizes: number[]): Promise<SizeFigures[]> {
  const store = await BenchStore.open(backend);
  if (!store) return [];
  const figures: SizeFigures[] = [];
  try {
    let seeded = 0;
    for (const size of sizes) {
      log(`${backend}: growing the catalog to ${size} items\u2026`);
      const seedSeconds = await store.seed(['--items', String(size - seeded)]);
      seeded = size;
      log(`${backend}: ${size} items after ${seedSeconds.toFixed(1)} s of seeding`);
      const server = await store.start();
      try {
        const sample = await catalogSample(server.url);
        const kinds: Kind[] = [
          { name: 'list page', paths: listPaths() },
          {
            name: 'product page',
            paths: sample.ids.map((id) => `/ajax/extensions/${id}?hl=en`),
          },
          { name: 'fresh-keyword search', paths: searchPaths(sample.words) },
        ];
        const measured = new Map<string, KindFigures>();
        for (const kind of kinds) {
          log(`${backend} at ${size}: ${kind.name}\u2026`);
          measured.set(kind.name, await measureKind(server.url, kind));
        }
        figures.push({ backend, items: size, seedSeconds, kinds: measured });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await store.remove();
  }
  return figures;
}

function report(figures: SizeFigures[]): string {
  const rows = [
    [
      'back end',
      'items',
      'request',
      'single median ms',
      'single p95 ms',
      'req/s',
      'p99 ms',
      'failed',
      'req/s vs smallest',
    ],
  ];
  const smallest = new Map<string, number>();
  for (const entry of figures) {
    for (const [name, kind] of entry.kinds) {
      const key = `${entry.backend}:${name}`;
      const rate = kind.throughput.requests.average;
      if (!smallest.has(key)) smallest.set(key, rate);
      const failed = kind.throughput.errors + kind.throughput.timeouts + kind.throughput.non2xx;
      rows.push([
        entry.backend,
        entry.items.toLocaleString('en'),
        `${name}${kind.repeated > 0 ? ' (some cached)' : ''}`,
        kind.median.toFixed(1),
        kind.p95.toFixed(1),
        rate.toFixed(0),
        kind.throughput.latency.p99.toFixed(1),
        String(failed),
        `${((rate / (smallest.get(key) ?? rate)) * 100).toFixed(0)} %`,
      ]);
    }
  }
  const seeding = figures
    .map(
      (entry) =>
        `${entry.backend} to ${entry.items.toLocaleString('en')}: ${entry.seedSeconds.toFixed(0)} s`,
    )
    .join(', ');
  return `${table(rows)}\n\nSeeding (each step adds the difference): ${seeding}\n`;
}

export async function runGrowthBench(): Promise<void> {
  const sizes = sizesFromEnv();
  const figures: SizeFigures[] = [];
  for (const backend of backendsFromEnv('BENCH_GROWTH_BACKENDS', ['pglite'])) {
    figures.push(...(await growBackend(backend, sizes)));
  }
  process.stdout.write(
    `\nGrowth: uncached list pages, product pages and fresh-keyword searches, ${CONNECTIONS} ` +
      `connections for the rates\n(the load generator shares the machine with the server; ` +
      `compare sizes with each other, not absolutes)\n\n${report(figures)}`,
  );
}
