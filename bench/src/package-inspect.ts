// Child process of the package benchmark: inspects one package several times and prints its
// timings and memory as one JSON line. A process of its own, so the peak RSS is this work's.
import { inspectPackage } from '../../apps/server/src/publishing/package/inspect-package.js';

export interface PackageInspectFigures {
  runs: number[];
  ok: boolean;
  summary: string;
  baselineRssBytes: number;
  peakRssBytes: number;
  /** Peak of heapUsed + external (which includes array buffers) over the level before the runs. */
  peakHeapGrowthBytes: number;
}

const SAMPLE_MS = 2;

function heapBytes(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

async function main(): Promise<void> {
  const [zipPath, runsArg] = process.argv.slice(2);
  if (!zipPath) throw new Error('usage: package-inspect.ts <zip> [runs]');
  const runs = Number(runsArg ?? 7);

  // One untimed run loads sharp and the contract and warms the JIT.
  const warmup = await inspectPackage(zipPath);
  if (!warmup.ok) {
    throw new Error(`the bench package was refused: ${JSON.stringify(warmup.report.errors)}`);
  }
  globalThis.gc?.();
  const baselineRssBytes = process.memoryUsage().rss;
  const baselineHeap = heapBytes();
  let peakHeap = baselineHeap;
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, heapBytes());
  }, SAMPLE_MS);

  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = await inspectPackage(zipPath);
    durations.push(performance.now() - started);
    peakHeap = Math.max(peakHeap, heapBytes());
    if (!result.ok) throw new Error('the bench package was refused');
  }
  clearInterval(sampler);

  const figures: PackageInspectFigures = {
    runs: durations,
    ok: warmup.ok,
    summary: `${warmup.texts.length} languages, icon ${warmup.icon?.width ?? 0}px`,
    baselineRssBytes,
    // maxRSS is in kilobytes and covers the whole life of this process.
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    peakHeapGrowthBytes: peakHeap - baselineHeap,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
