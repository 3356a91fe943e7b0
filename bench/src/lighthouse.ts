// Lighthouse on the store's home, detail and search pages: the built server with the demo
// catalog on a fresh data directory, Debian's Chromium headless with every host but 127.0.0.1
// unresolvable, Lighthouse's desktop preset. Each page is run BENCH_LIGHTHOUSE_RUNS times
// (default 3), interleaved so a burst of load on the shared machine does not fall on one page
// only; the table shows medians against the targets of the server-rendering issue, then the
// audits that cost points, so whoever picks this up knows what to fix. BENCH_LIGHTHOUSE_OUT=<dir>
// keeps every run's full HTML report.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result as LighthouseResult } from 'lighthouse';
import { BenchStore, readJson } from './harness.js';
import { findingsReport, type PageUnderTest, scoreTable } from './lighthouse-report.js';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = positiveInteger('BENCH_LIGHTHOUSE_RUNS', 3);
const SEARCH_KEYWORD = process.env.BENCH_KEYWORD || 'tab';
/** Where each run's HTML report is kept, when set. */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_OUT
  ? path.resolve(process.env.BENCH_LIGHTHOUSE_OUT)
  : null;

/**
 * Chromium's flags: headless, and no request may leave this machine (the store must not depend
 * on anything outside it, and a page that tries shows up as a failed request in the audits).
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  '--lang=en-US',
  // Chromium refuses to start its sandbox as root (containers, CI).
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/**
 * One Lighthouse run. With BENCH_LIGHTHOUSE_OUT set, its HTML report is written there as
 * `<saveAs>.html`, for the details this summary leaves out.
 */
async function audit(url: string, port: number, saveAs?: string): Promise<LighthouseResult> {
  const output = REPORT_DIR && saveAs ? 'html' : 'json';
  const result = await lighthouse(url, { port, output, logLevel: 'error' }, desktopConfig);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const report = result.lhr;
  if (report.runtimeError) {
    throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  }
  if (REPORT_DIR && saveAs && typeof result.report === 'string') {
    await fs.promises.mkdir(REPORT_DIR, { recursive: true });
    await fs.promises.writeFile(path.join(REPORT_DIR, `${saveAs}.html`), result.report);
  }
  return report;
}

/**
 * One recorded run of a page. A run Lighthouse cannot finish (on a loaded machine it sometimes
 * sees no first paint in time) is tried once more; a second failure is kept with the page and
 * printed, and the medians come from the runs that finished.
 */
async function recordRun(
  page: PageUnderTest,
  url: string,
  port: number,
  saveAs: string,
  log: (message: string) => void,
): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      page.reports.push(await audit(url, port, saveAs));
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt === 2) page.errors.push(reason);
      else log(`Lighthouse could not finish ${page.name} (${reason}); trying once more\u2026`);
    }
  }
}

/** Starts a demo store and Chromium, audits the three pages, prints the table and findings. */
export async function runLighthouseBench(log: (message: string) => void): Promise<void> {
  const store = await BenchStore.open('pglite');
  if (!store) throw new Error('could not create a data directory for the Lighthouse step');
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    log('Starting a store with the demo catalog for Lighthouse\u2026');
    const server = await store.start();
    try {
      const popular = await readJson<{ items: { extensionId?: string }[] }>(
        `${server.url}/ajax/extensions?type=extension&sort=popular&size=1&offset=0`,
      );
      const detailId = popular.items[0]?.extensionId;
      if (!detailId) throw new Error('the demo catalog has no extension to open');
      const pages: PageUnderTest[] = [
        { name: 'home', path: '/extensions/popular', reports: [], errors: [] },
        { name: 'detail', path: `/detail/${detailId}`, reports: [], errors: [] },
        {
          name: 'search',
          path: `/search/${encodeURIComponent(SEARCH_KEYWORD)}`,
          reports: [],
          errors: [],
        },
      ];
      chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
      // One unrecorded run, so the first recorded one does not pay for cold server caches.
      log('Lighthouse: warming up on the home page\u2026');
      await audit(`${server.url}${pages[0]?.path}`, chrome.port).catch((error: unknown) => {
        log(`The warm-up run did not finish: ${error instanceof Error ? error.message : error}`);
      });
      for (let run = 1; run <= RUNS; run += 1) {
        for (const page of pages) {
          log(`Lighthouse run ${run}/${RUNS}: ${page.name} (${page.path})\u2026`);
          await recordRun(
            page,
            `${server.url}${page.path}`,
            chrome.port,
            `${page.name}-${run}`,
            log,
          );
        }
      }
      const first = pages.flatMap((page) => page.reports)[0];
      const version = first?.lighthouseVersion ?? '?';
      const browser = first?.environment.hostUserAgent ?? '?';
      process.stdout.write(
        `\nLighthouse ${version}, desktop preset, median of ${RUNS} runs per page\n` +
          `(${browser}; the machine is shared, so timings vary from run to run)\n\n` +
          `${scoreTable(pages)}\n\nAudits that did not pass (runs that failed them):\n` +
          `${pages.map(findingsReport).join('\n\n')}\n` +
          (REPORT_DIR ? `\nHTML reports: ${REPORT_DIR}\n` : ''),
      );
      // Scores from fewer runs than asked for are not comparable: the run fails, after the table.
      if (pages.some((page) => page.errors.length > 0)) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  } finally {
    chrome?.kill();
    await store.remove();
  }
}
