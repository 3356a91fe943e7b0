import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import {
  countItems,
  FIRST_START_TIMEOUT_MS,
  fetchXsrfToken,
  makeDataDir,
  type ServerProcess,
  spawnServer,
  startServer,
  stopServer,
  waitUntilHealthy,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../src/harness.js';

/** What the catalog holds, by list type: the same numbers mean nothing was lost or doubled. */
async function catalogCounts(url: string): Promise<Record<string, number>> {
  const types = ['extension', 'theme', 'app'];
  const counts = await Promise.all(types.map((type) => countItems(url, type)));
  return Object.fromEntries(types.map((type, index) => [type, counts[index] ?? -1]));
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

// The tests share one data directory and run in order, as the life of one installation:
// first start, a second process refused, a clean restart, a crash and a restart.
describe('the server process on one data directory', { timeout: 6 * 60_000 }, () => {
  let dataDir = '';
  let current: ServerProcess | undefined;
  let seededCounts: Record<string, number> = {};
  let firstStartMs = 0;
  /** Whether this file's first start seeded the catalog itself (see the first test). */
  let seededHere = false;

  after(async () => {
    if (current) await stopServer(current, 'SIGKILL');
    if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
  });

  // In a full run the suite's own first start (scripts/lib/e2e.mjs: the built server on an empty
  // data directory, stopped cleanly) already seeded the demo catalog every file starts from; a
  // copy of that directory is this installation, so the demo catalog is drawn once per run. Run
  // alone, or when that first start failed, this file makes its own first start.
  test('the first start creates the demo catalog', {
    timeout: FIRST_START_TIMEOUT_MS + 30_000,
  }, async (t) => {
    const seeded = process.env.LAGOON_E2E_SEEDED_DIR;
    const fromRunSeed = Boolean(seeded && fs.existsSync(seeded));
    seededHere = !fromRunSeed;
    dataDir = await makeDataDir({ empty: seededHere });
    const started = await timed(() => startServer({ dataDir }));
    current = started.value;
    firstStartMs = started.ms;
    seededCounts = await catalogCounts(current.url);
    t.diagnostic(
      `${fromRunSeed ? "start on the run's first-start directory" : 'first start'} ` +
        `${firstStartMs} ms, catalog ${JSON.stringify(seededCounts)}`,
    );
    assert.ok((seededCounts.extension ?? 0) > 0, 'extensions were seeded');
    assert.ok(fs.existsSync(path.join(dataDir, 'lagoon.lock')), 'the data directory is locked');
  });

  test('a second process on the same data directory refuses to start', async () => {
    assert.ok(current, 'the first server runs');
    const second = await spawnServer({ dataDir });
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([
      second.exited,
      new Promise<'still running'>((resolve) => {
        timer = setTimeout(() => resolve('still running'), 60_000);
      }),
    ]);
    clearTimeout(timer);
    if (code === 'still running') second.child.kill('SIGKILL');
    assert.notEqual(code, 'still running', 'the second process must exit');
    assert.notEqual(code, 0, 'and exit with a failure code');
    assert.ok(
      second.output().includes(dataDir) || /data dir/i.test(second.output()),
      `the message names the data directory:\n${second.output()}`,
    );
    const health = await fetch(`${current.url}/healthz`);
    assert.equal(health.status, 200, 'the first server still answers');
    assert.deepEqual(await catalogCounts(current.url), seededCounts);
  });

  test('a clean stop releases the data directory and a restart keeps the catalog', async (t) => {
    assert.ok(current, 'the first server runs');
    const code = await stopServer(current, 'SIGTERM');
    current = undefined;
    assert.equal(code, 0, 'SIGTERM ends the server cleanly');
    assert.ok(!fs.existsSync(path.join(dataDir, 'lagoon.lock')), 'the lock is released');

    const restarted = await timed(() => startServer({ dataDir }));
    current = restarted.value;
    t.diagnostic(`restart ${restarted.ms} ms (first start ${firstStartMs} ms)`);
    assert.deepEqual(await catalogCounts(current.url), seededCounts, 'nothing seeded twice');
    // Seeding draws images and packages; a start that skips it is much quicker than a first
    // start that seeds (compared only when this file's first start did).
    assert.ok(
      restarted.ms < 30_000 && (!seededHere || restarted.ms < firstStartMs),
      `a restart is quick (${restarted.ms} ms, first start ${firstStartMs} ms)`,
    );
  });

  test('after kill -9 the next start recovers and loses nothing committed', async () => {
    assert.ok(current, 'the server runs');
    const { url } = current;
    // A committed write just before the crash: a page view (it has no public read, so what is
    // checked after the restart is that the database opens, answers and holds the catalog).
    const token = await fetchXsrfToken(url);
    const pageView = await fetch(`${url}/ajax/page-views`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${XSRF_COOKIE}=${token}`,
        [XSRF_HEADER]: token,
      },
      body: JSON.stringify({ path: '/extensions/popular' }),
    });
    assert.equal(pageView.status, 204);

    await stopServer(current, 'SIGKILL');
    current = undefined;
    assert.ok(fs.existsSync(path.join(dataDir, 'lagoon.lock')), 'a killed process leaves its lock');

    const next = await spawnServer({ dataDir });
    current = next;
    await waitUntilHealthy(next, FIRST_START_TIMEOUT_MS);
    const health = (await (await fetch(`${next.url}/healthz`)).json()) as { status: string };
    assert.equal(health.status, 'ok');
    assert.deepEqual(await catalogCounts(next.url), seededCounts);
    const code = await stopServer(next, 'SIGTERM');
    current = undefined;
    assert.equal(code, 0);
  });
});
