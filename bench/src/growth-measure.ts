// The growth step's measurements: one kind of request beside the static ceiling of its mean
// body, and the server's memory, CPU time and search index readiness read from outside.
import fs from 'node:fs';
import autocannon, { type RequestOptions, type Result } from 'autocannon';
import { numberFromEnv, percentile, XSSI_PREFIX } from './harness.js';

const DURATION_S = numberFromEnv('BENCH_DURATION', 10);
export const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 10);
const SAMPLES = numberFromEnv('BENCH_GROWTH_SAMPLES', 40);
/** Each kind and its ceiling alternate in this many slices. */
export const SLICES = 5;
/** Paths of each kind weighed for the ceiling's body size, then left out of its stream. */
const WEIGHED = 20;

export interface Kind {
  name: string;
  paths: string[];
}

interface Measured {
  /** Mean requests per second over the slices. */
  rps: number;
  /** The median of the slices' 99th percentiles, in milliseconds. */
  p99: number;
  failed: number;
}

export interface KindFigures {
  bytes: number;
  median: number;
  p95: number;
  result: Measured;
  ceiling: Measured;
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

/** The body's length without the anti-script prefix; fails on anything but 200. */
async function bodyBytes(url: string): Promise<number> {
  const response = await fetch(url);
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  }
  return Buffer.byteLength(text) - (text.startsWith(XSSI_PREFIX) ? XSSI_PREFIX.length : 0);
}

function failures(result: Result): number {
  return result.errors + result.timeouts + result.non2xx;
}

function combine(slices: readonly Result[]): Measured {
  const p99s = slices.map((slice) => slice.latency.p99).sort((a, b) => a - b);
  return {
    rps: slices.reduce((sum, slice) => sum + slice.requests.average, 0) / slices.length,
    p99: p99s[Math.floor(p99s.length / 2)] ?? 0,
    failed: slices.reduce((sum, slice) => sum + failures(slice), 0),
  };
}

export async function measureKind(url: string, kind: Kind): Promise<KindFigures> {
  let total = 0;
  for (const path of kind.paths.slice(0, WEIGHED)) total += await bodyBytes(`${url}${path}`);
  const bytes = Math.max(2, Math.round(total / Math.min(WEIGHED, kind.paths.length)));
  const staticUrl = `${url}/ajax/bench/static?bytes=${bytes}`;
  const feed = new PathFeed(kind.paths.slice(WEIGHED));
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
  const slice = DURATION_S / SLICES;
  const routeSlices: Result[] = [];
  const ceilingSlices: Result[] = [];
  for (let turn = 0; turn < SLICES; turn++) {
    routeSlices.push(
      await autocannon({ url, connections: CONNECTIONS, duration: slice, requests: [request] }),
    );
    ceilingSlices.push(
      await autocannon({ url: staticUrl, connections: CONNECTIONS, duration: slice }),
    );
  }
  return {
    bytes,
    median: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    result: combine(routeSlices),
    ceiling: combine(ceilingSlices),
    repeated: feed.repeated,
  };
}

/** Resident and peak resident memory of a process from /proc, in bytes (0 where unknown). */
export function residentMemory(pid: number | undefined): { rss: number; peak: number } {
  let status = '';
  try {
    status = pid === undefined ? '' : fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // Not Linux, or the process is gone.
  }
  const field = (name: string) =>
    Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** CPU seconds (user and system) a process has used, from /proc (0 where unknown). */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = pid === undefined ? '' : fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state, ppid, …; utime and stime are the
    // 12th and 13th, in ticks of 1/100 s.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100 || 0;
  } catch {
    return 0;
  }
}

/** Waits until search answers (503 while the server's index is being built); the seconds. */
export async function waitForSearch(url: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 60 * 60_000) {
    try {
      // A search waits for the index; ask again every few seconds rather than wait on one.
      const response = await fetch(`${url}/ajax/search2?keyword=a&size=1`, {
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      if (response.status === 200) return (Date.now() - started) / 1000;
    } catch {
      // Still building.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('search did not become ready within an hour');
}
