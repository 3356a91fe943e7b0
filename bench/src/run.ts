// Catalog throughput next to its practical ceiling: the same server answering a precomputed
// JSON body of the same size through the same serialisation path. Ratios, not pass/fail.
// The store pages a browser navigates to (home, and the detail, search, wallpaper and sidebar
// pages for a new item or word per request) are measured the same way against a static body of
// their own mean size (bench/src/pages.ts); `--only=pages` runs them alone.
// Also the gzip size of the JavaScript the home page loads before it is usable; `--only=size`
// runs that step alone. Then the Lighthouse scores of the home, detail and search pages
// (bench/src/lighthouse.ts, `--only=lighthouse`) and the time and memory to inspect a 20 MB
// extension package (bench/src/package.ts); `--only=package` runs that step alone, from the
// sources. Last, search and autocomplete under a stream of new keywords on PGlite and
// PostgreSQL (bench/src/search.ts); `--only=search` runs that step alone. Then update checks
// with a new set of 1-30 installed ids per request on both back ends (bench/src/updates.ts);
// `--only=updates` runs that step alone. Last, a fresh clone's first and second `npm start`
// with the time until each is healthy (bench/src/start.ts); `--only=start` runs it alone. Two
// steps run only when named: `--only=writes` (visitors' reads alone and while developers save
// drafts, on both back ends) and `--only=growth` (list, detail and fresh-keyword search at
// 10,000, 100,000 and 1,000,000 items; BENCH_GROWTH_SIZES picks others).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { runClusterBench } from './cluster.js';
import { runGrowthBench } from './growth.js';
import {
  freePort,
  log,
  numberFromEnv,
  ROOT,
  SEED_ENTRY,
  SERVER_ENTRY,
  table,
  waitUntilHealthy,
  XSSI_PREFIX,
} from './harness.js';
import { homePageReport, weighHomePage } from './home-page-size.js';
import { waitUntilIdle } from './idle.js';
import { runLighthouseBench } from './lighthouse.js';
import { runPackageBench } from './package.js';
import { type PageTarget, pageTargets } from './pages.js';
import { runSearchBench } from './search.js';
import { runStartBench } from './start.js';
import { runUpdateBench } from './updates.js';
import { runWritesBench } from './writes.js';

const ITEMS = numberFromEnv('BENCH_ITEMS', 100_000);
const DURATION_S = numberFromEnv('BENCH_DURATION', 10);
const WARMUP_S = numberFromEnv('BENCH_WARMUP', 3);
const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 10);

/** Each catalog call should reach at least this share of the static ceiling. */
const TARGET_RATIO = 0.5;
/** A word many item names and descriptions contain, as visitors type it. */
const SEARCH_KEYWORD = process.env.BENCH_KEYWORD || 'tab';

const POPULAR_PATH = '/ajax/extensions?type=extension&sort=popular&size=10&offset=0';

interface MeasuredRoute {
  name: string;
  path: string;
  /** XML answers (the update service) are compared with a static XML document. */
  kind?: 'json' | 'xml';
  /** The share of the static ceiling this route should reach. */
  target?: number;
}

/**
 * An update check as a browser with ten store extensions sends it every few hours: one `x`
 * per extension with its installed version. Every installed browser polls, so it must stay
 * close to the cost of a static answer.
 */
function updateCheckPath(ids: readonly string[]): string {
  const entries = ids.map(
    (id) =>
      `x=${encodeURIComponent(`id=${id}&v=1.0.0&installsource=policy&installedby=policy&uc`)}`,
  );
  return `/service/update2/crx?os=linux&arch=x64&prodversion=156.0.0.0&acceptformat=crx3&${entries.join('&')}`;
}

/** The calls measured; the detail path is filled in with the most popular item. */
function catalogRoutes(popularId: string, installedIds: readonly string[]): MeasuredRoute[] {
  return [
    { name: 'list: popular extensions', path: POPULAR_PATH },
    {
      name: 'list: new in productivity',
      path: '/ajax/extensions?type=extension&sort=new&category=productivity&size=10&offset=0',
    },
    { name: 'detail: most popular item', path: `/ajax/extensions/${popularId}?hl=en` },
    {
      name: `search: "${SEARCH_KEYWORD}"`,
      path: `/ajax/search2?keyword=${encodeURIComponent(SEARCH_KEYWORD)}&page=0&size=100&hl=en`,
    },
    {
      name: `autocomplete: "${SEARCH_KEYWORD}"`,
      path: `/ajax/autocomplete2?keyword=${encodeURIComponent(SEARCH_KEYWORD)}&hl=en`,
    },
    {
      name: `update check: the same ${installedIds.length} extensions every request`,
      path: updateCheckPath(installedIds),
      kind: 'xml',
      target: 0.8,
    },
  ];
}

function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(args[0] ?? command)} exited ${code}`)),
    );
  });
}

/**
 * Size of the body a route returns (JSON without the XSSI prefix); fails on anything but 200.
 */
async function bodyBytes(url: string, kind: 'json' | 'xml' = 'json'): Promise<number> {
  const response = await fetch(url);
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  if (kind === 'xml') return Buffer.byteLength(text);
  if (!text.startsWith(XSSI_PREFIX)) throw new Error(`${url} did not start with the XSSI prefix`);
  return Buffer.byteLength(text) - XSSI_PREFIX.length;
}

async function measure(
  url: string,
  seconds: number,
  headers?: Readonly<Record<string, string>>,
  requests?: PageTarget['requests'],
): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(headers ? { headers: { ...headers } } : {}),
    ...(requests ? { requests } : {}),
  });
}

/** Requests that did not succeed: errors, time-outs (10 s) and non-2xx answers. */
function failures(result: Result): number {
  return result.errors + result.timeouts + result.non2xx;
}

const STEPS = [
  'size',
  'pages',
  'lighthouse',
  'package',
  'cluster',
  'search',
  'updates',
  'writes',
  'growth',
  'start',
] as const;
type Step = (typeof STEPS)[number];

/** The step `--only=` (or BENCH_ONLY) names, or null for the full run (see benchAll). */
function onlyStep(argv: string[]): Step | null {
  const only = argv.filter((arg) => arg.startsWith('--only=')).map((arg) => arg.slice(7));
  if (only.length === 0 && process.env.BENCH_ONLY) only.push(process.env.BENCH_ONLY);
  const unknown = only.filter((step) => !(STEPS as readonly string[]).includes(step));
  if (unknown.length > 0 || only.length > 1)
    throw new Error(`unknown --only step: ${only.join(', ')} (steps: ${STEPS.join(', ')})`);
  return (only[0] as Step | undefined) ?? null;
}

/** The catalog calls and the pages beside their ceilings, then (full run) the JavaScript. */
async function main(only: 'pages' | null): Promise<void> {
  for (const entry of [SERVER_ENTRY, SEED_ENTRY]) {
    if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first.`);
  }
  const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  };
  let server: ChildProcess | undefined;
  try {
    log(`Seeding ${ITEMS} items into ${dataDir}\u2026`);
    const seedStarted = Date.now();
    await runToEnd(process.execPath, [SEED_ENTRY, '--items', String(ITEMS)], env);
    log(`Seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    server = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, BENCH_ROUTES: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitUntilHealthy(url, server, 180_000);
    await waitUntilIdle(server.pid, log);

    const readJson = async <T>(path: string) =>
      JSON.parse((await (await fetch(`${url}${path}`)).text()).slice(XSSI_PREFIX.length)) as T;
    const popular = await readJson<{ items: { extensionId?: string }[] }>(POPULAR_PATH);
    const popularId = popular.items[0]?.extensionId;
    if (!popularId) throw new Error('the popular list came back empty');
    // The companion and the newest demo extensions, which the store has signed.
    const config = await readJson<{ companion: { id: string } | null }>('/ajax/config');
    const newest = await readJson<{ items: { extensionId?: string }[] }>(
      '/ajax/extensions?type=extension&sort=new&category=productivity&size=9&offset=0',
    );
    const installedIds = [
      ...(config.companion ? [config.companion.id] : []),
      ...newest.items.flatMap((item) => (item.extensionId ? [item.extensionId] : [])),
    ].slice(0, 10);

    const targets: {
      name: string;
      bytes: number;
      catalogUrl: string;
      staticUrl: string;
      target?: number;
      headers?: Readonly<Record<string, string>>;
      requests?: PageTarget['requests'];
    }[] = [];
    for (const route of only === 'pages' ? [] : catalogRoutes(popularId, installedIds)) {
      const kind = route.kind ?? 'json';
      const bytes = await bodyBytes(`${url}${route.path}`, kind);
      // The update check's request line is long (one `x` per extension): its ceiling gets the
      // same query, so both pay the same parsing and the ratio measures the route's own work.
      const staticUrl =
        kind === 'xml'
          ? `${url}/service/bench/static?bytes=${bytes}&${route.path.slice(route.path.indexOf('?') + 1)}`
          : `${url}/ajax/bench/static?bytes=${bytes}`;
      const staticBytes = await bodyBytes(staticUrl, kind);
      if (Math.abs(staticBytes - bytes) > 2) {
        throw new Error(`the static route returned ${staticBytes} bytes instead of ${bytes}`);
      }
      targets.push({ ...route, bytes, catalogUrl: `${url}${route.path}`, staticUrl });
    }
    // Pages are asked for as a browser navigates; whatever the server renders is weighed first.
    targets.push(...(await pageTargets(url)));

    log(`Warming up (${WARMUP_S} s per route)\u2026`);
    for (const target of targets) {
      await measure(target.catalogUrl, WARMUP_S, target.headers, target.requests);
      await measure(target.staticUrl, WARMUP_S);
    }

    const rows = [
      [
        'route',
        'body',
        'req/s',
        'p99 ms',
        'failed',
        'static req/s',
        'static p99 ms',
        'catalog/static',
        'target',
      ],
    ];
    for (const target of targets) {
      log(`Measuring ${target.name} (${DURATION_S} s each, ${CONNECTIONS} connections)\u2026`);
      const catalog = await measure(target.catalogUrl, DURATION_S, target.headers, target.requests);
      const ceiling = await measure(target.staticUrl, DURATION_S);
      rows.push([
        target.name,
        `${(target.bytes / 1024).toFixed(1)} KiB`,
        catalog.requests.average.toFixed(0),
        catalog.latency.p99.toFixed(1),
        String(failures(catalog) + failures(ceiling)),
        ceiling.requests.average.toFixed(0),
        ceiling.latency.p99.toFixed(1),
        `${((catalog.requests.average / ceiling.requests.average) * 100).toFixed(1)} %`,
        catalog.requests.average / ceiling.requests.average >= (target.target ?? TARGET_RATIO)
          ? `>= ${(target.target ?? TARGET_RATIO) * 100} % ok`
          : `>= ${(target.target ?? TARGET_RATIO) * 100} % MISSED`,
      ]);
    }
    let javascriptLine = '';
    if (only === null) {
      log('Weighing the home page JavaScript\u2026');
      // A failed web build must not cost the catalog table measured above.
      javascriptLine = await weighHomePage(ROOT).then(homePageReport, (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        return `Home page JavaScript: not measured (${reason})`;
      });
    }
    process.stdout.write(
      `\nLagoon catalog benchmark: ${ITEMS} items, ${os.cpus().length} CPUs, Node ${process.version}\n` +
        '(the load generator shares the machine with the server; compare ratios, not absolutes)\n\n' +
        `${table(rows)}\n\n${javascriptLine}\n`,
    );
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.on('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (process.env.BENCH_KEEP_DATA !== '1')
      await fs.promises.rm(dataDir, { recursive: true, force: true });
  }
}

/** One step alone with `--only=`; a full run measures the server, then Lighthouse, then packages. */
async function benchAll(): Promise<void> {
  const only = onlyStep(process.argv.slice(2));
  if (only === 'size') {
    process.stdout.write(`${homePageReport(await weighHomePage(ROOT))}\n`);
    return;
  }
  // Two server processes against one; only when asked for (it needs PostgreSQL).
  if (only === 'cluster') {
    await runClusterBench();
    return;
  }
  // Reads while developers save drafts, and the growth curve up to a million items: each
  // seeds stores of its own, so only when asked for (bench/src/writes.ts, growth.ts).
  if (only === 'writes') return runWritesBench();
  if (only === 'growth') return runGrowthBench();
  if (only === null || only === 'pages') await main(only);
  if (only === null || only === 'lighthouse') await runLighthouseBench(log);
  if (only === null || only === 'package') await runPackageBench(log);
  if (only === null || only === 'search') {
    const options = { root: ROOT, items: ITEMS, durationS: DURATION_S, warmupS: WARMUP_S, log };
    process.stdout.write(await runSearchBench(options));
  }
  if (only === null || only === 'updates') {
    const options = { items: ITEMS, durationS: DURATION_S, warmupS: WARMUP_S, log };
    process.stdout.write(await runUpdateBench(options));
  }
  // Last: a fresh clone's first and second `npm start` (bench/src/start.ts).
  if (only === null || only === 'start') process.stdout.write(await runStartBench(log));
}

benchAll().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
