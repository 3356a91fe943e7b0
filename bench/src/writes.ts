// Reads under writes: what visitors get while developers save drafts. On each back end
// (BENCH_BACKENDS, default pglite,postgres) a store of BENCH_ITEMS items gets
// BENCH_DEVELOPERS developer accounts, each owning live items. Visitors' reads (lists, product
// pages, a search) are measured alone, then again while every developer signs in through the
// portal and saves drafts of their live items through the real API, one save after another.
// Draft saves change nothing visitors see, so reads should keep at least 80 % of their rate.
// Phases alternate (alone, with saves, alone, ...; BENCH_WRITES_ROUNDS rounds) and each phase
// with saves is compared with the mean of the phases alone on either side of it.
import autocannon, { type Result } from 'autocannon';
import { BENCH_DEVELOPER_PASSWORD, benchDeveloperEmail } from './developers.js';
import {
  type Backend,
  BenchStore,
  backendsFromEnv,
  log,
  numberFromEnv,
  percentile,
  type RunningServer,
  readJson,
  table,
} from './harness.js';

const ITEMS = numberFromEnv('BENCH_ITEMS', 100_000);
const DURATION_S = numberFromEnv('BENCH_DURATION', 10);
const WARMUP_S = numberFromEnv('BENCH_WARMUP', 3);
const READ_CONNECTIONS = numberFromEnv('BENCH_WRITES_CONNECTIONS', 64);
const DEVELOPERS = numberFromEnv('BENCH_DEVELOPERS', 16);
const ROUNDS = numberFromEnv('BENCH_WRITES_ROUNDS', 2);
const TARGET_RATIO = 0.8;
const XSRF = 'bench-xsrf-token';

interface Developer {
  cookie: string;
  itemIds: string[];
}

/** The visitors' mix: two lists, product pages of listed items and a search, in turn. */
async function readPaths(url: string): Promise<string[]> {
  const popular = '/ajax/extensions?type=extension&sort=popular&size=10&offset=0';
  const fresh = '/ajax/extensions?type=extension&sort=new&category=productivity&size=10&offset=0';
  const { items } = await readJson<{ items: { extensionId?: string }[] }>(`${url}${popular}`);
  const ids = items.flatMap((item) => (item.extensionId ? [item.extensionId] : [])).slice(0, 8);
  if (ids.length === 0) throw new Error('the popular list came back empty');
  return [
    popular,
    fresh,
    ...ids.map((id) => `/ajax/extensions/${id}?hl=en`),
    '/ajax/search2?keyword=tab&page=0&size=20&hl=en',
  ];
}

function measureReads(url: string, paths: string[], seconds: number): Promise<Result> {
  return autocannon({
    url,
    connections: READ_CONNECTIONS,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

/**
 * Reads until two warm-up runs in a row agree within 15 % without a failure (at most ten runs):
 * a server may still be building what it keeps in memory after it starts answering.
 */
async function warmUp(url: string, paths: string[]): Promise<void> {
  let previous = 0;
  for (let run = 0; run < 10; run++) {
    const result = await measureReads(url, paths, WARMUP_S);
    const rate = result.requests.average;
    const failures = result.errors + result.timeouts + result.non2xx;
    if (failures === 0 && previous > 0 && Math.abs(rate - previous) <= 0.15 * previous) return;
    previous = failures === 0 ? rate : 0;
  }
}

async function signIn(url: string, index: number): Promise<Developer> {
  const response = await fetch(`${url}/accounts/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
    },
    body: JSON.stringify({
      email: benchDeveloperEmail(index),
      password: BENCH_DEVELOPER_PASSWORD,
    }),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in of developer ${index} answered ${response.status}`);
  }
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.startsWith('XSRF-TOKEN='));
  const cookie = [`XSRF-TOKEN=${XSRF}`, ...session].join('; ');
  const { items } = await readJson<{ items: { extensionId: string }[] }>(
    `${url}/creator/api/extensions?type=extension`,
    { headers: { cookie } },
  );
  if (items.length === 0) throw new Error(`developer ${index} owns no items`);
  return { cookie, itemIds: items.map((item) => item.extensionId) };
}

interface WriteLoad {
  saves: number;
  failed: number;
  latencies: number[];
}

/** Each developer saves a draft, waits for the answer and saves the next, until `stop`. */
async function saveDrafts(url: string, developers: Developer[], signal: AbortSignal) {
  const load: WriteLoad = { saves: 0, failed: 0, latencies: [] };
  await Promise.all(
    developers.map(async (developer, index) => {
      let round = 0;
      while (!signal.aborted) {
        const itemId = developer.itemIds[round % developer.itemIds.length]!;
        round += 1;
        const started = performance.now();
        const response = await fetch(`${url}/creator/api/extensions/${itemId}?hl=en`, {
          method: 'PATCH',
          headers: {
            'content-type': 'application/json',
            cookie: developer.cookie,
            'x-xsrf-token': XSRF,
          },
          body: JSON.stringify({
            description: { en: `Draft ${round} of developer ${index + 1}: what changes next.` },
          }),
        });
        await response.arrayBuffer();
        load.latencies.push(performance.now() - started);
        if (response.status === 200) load.saves += 1;
        else load.failed += 1;
      }
    }),
  );
  return load;
}

async function readsWhileSaving(server: RunningServer, paths: string[], developers: Developer[]) {
  const controller = new AbortController();
  const writing = saveDrafts(server.url, developers, controller.signal);
  const started = performance.now();
  const reads = await measureReads(server.url, paths, DURATION_S);
  const seconds = (performance.now() - started) / 1000;
  controller.abort();
  const writes = await writing;
  return { reads, writes, seconds };
}

interface Round {
  alone: Result;
  loaded: Result;
  writes: WriteLoad;
  writeSeconds: number;
  /** Reads with saves over the mean of the reads alone just before and just after. */
  ratio: number;
}

interface BackendFigures {
  backend: Backend;
  rounds: Round[];
}

/**
 * Reads alone and reads with saves in turn, ending with reads alone: each phase with saves is
 * compared with the phases on either side of it, so load that others put on a shared machine
 * in the meantime shifts both sides of a ratio alike.
 */
async function measureRounds(server: RunningServer, paths: string[], developers: Developer[]) {
  const rounds: Round[] = [];
  let before = await measureReads(server.url, paths, DURATION_S);
  for (let round = 1; round <= ROUNDS; round++) {
    log(`reads while ${DEVELOPERS} developers save drafts (round ${round} of ${ROUNDS})\u2026`);
    const loaded = await readsWhileSaving(server, paths, developers);
    log('reads alone\u2026');
    const after = await measureReads(server.url, paths, DURATION_S);
    const alone = (before.requests.average + after.requests.average) / 2;
    rounds.push({
      alone: before,
      loaded: loaded.reads,
      writes: loaded.writes,
      writeSeconds: loaded.seconds,
      ratio: loaded.reads.requests.average / alone,
    });
    before = after;
  }
  return rounds;
}

async function benchBackend(backend: Backend): Promise<BackendFigures | null> {
  const store = await BenchStore.open(backend);
  if (!store) return null;
  let server: RunningServer | undefined;
  try {
    log(`${backend}: seeding ${ITEMS} items and ${DEVELOPERS} developers\u2026`);
    const seconds =
      (await store.seed(['--items', String(ITEMS)])) + (await store.seedDevelopers(DEVELOPERS));
    log(`${backend}: seeded in ${seconds.toFixed(1)} s`);
    server = await store.start();
    const paths = await readPaths(server.url);
    const developers = [];
    for (let index = 1; index <= DEVELOPERS; index++) {
      developers.push(await signIn(server.url, index));
    }
    log(`${backend}: warming up\u2026`);
    await warmUp(server.url, paths);
    log(`${backend}: reads alone (${DURATION_S} s, ${READ_CONNECTIONS} connections)\u2026`);
    return { backend, rounds: await measureRounds(server, paths, developers) };
  } finally {
    await server?.stop();
    await store.remove();
  }
}

const LIMITS = `What limits PGlite here: it is PostgreSQL compiled to WebAssembly, running in the
server's own thread with a single connection. Every statement of a save (about fifteen, with
the session check and the answer) is CPU time that thread cannot spend on visitors, whose reads
mostly come from the catalog cache and need no query at all. Saves do not empty that cache,
and the server holds their statements to 10 % of a busy thread (about 15 % with the request
around them), one at a time (apps/server/src/db/
write-share.ts): visitors keep their rate, and saves per second are what that share buys, so
each developer waits longer for a save while visitors keep the thread busy. On PostgreSQL the
statements run in the database's own processes (on the same cores here), saves keep to four
of the pool's connections and, while the server's thread is busy, pause as long as they ran.`;

export async function runWritesBench(): Promise<void> {
  const figures: BackendFigures[] = [];
  for (const backend of backendsFromEnv('BENCH_BACKENDS', ['pglite', 'postgres'])) {
    const result = await benchBackend(backend);
    if (result) figures.push(result);
  }
  const failed = (result: Result) => result.errors + result.timeouts + result.non2xx;
  const rows = [
    [
      'back end',
      'alone before req/s',
      'p99 ms',
      'with saves req/s',
      'p99 ms',
      'saves/s',
      'save p99 ms',
      'failed',
      'with/alone around',
      'target',
    ],
  ];
  for (const entry of figures) {
    for (const [index, round] of entry.rounds.entries()) {
      rows.push([
        `${entry.backend} #${index + 1}`,
        round.alone.requests.average.toFixed(0),
        round.alone.latency.p99.toFixed(1),
        round.loaded.requests.average.toFixed(0),
        round.loaded.latency.p99.toFixed(1),
        (round.writes.saves / round.writeSeconds).toFixed(1),
        percentile(round.writes.latencies, 0.99).toFixed(1),
        String(failed(round.alone) + failed(round.loaded) + round.writes.failed),
        `${(round.ratio * 100).toFixed(1)} %`,
        round.ratio >= TARGET_RATIO
          ? `>= ${TARGET_RATIO * 100} % ok`
          : `>= ${TARGET_RATIO * 100} % MISSED`,
      ]);
    }
  }
  process.stdout.write(
    `\nReads under writes: ${ITEMS} items, ${READ_CONNECTIONS} reading connections, ` +
      `${DEVELOPERS} developers saving drafts one after another\n` +
      '(the load generator shares the machine with the server; compare ratios, not absolutes)\n\n' +
      `${table(rows)}\n\n${LIMITS}\n`,
  );
}
