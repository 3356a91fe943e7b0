import type { Db } from '../db/database.js';
import { CountBatch } from '../lib/count-batch.js';
import { addInstallCounts } from './install-counts.js';
import type { InstallIncrement } from './install-increments.js';

/** Pending install counts are written this often. */
export const INSTALL_FLUSH_INTERVAL_MS = 10_000;
/** More pending rows than this start a write at once. */
const MAX_PENDING_ROWS = 10_000;

/** An increment under the day (UTC, YYYY-MM-DD) it counts for. */
type DayIncrement = InstallIncrement & { day: string };

function mergeInto(sum: DayIncrement, entry: DayIncrement): void {
  sum.offered += entry.offered;
  sum.downloads += entry.downloads;
  sum.pageDownloads += entry.pageDownloads;
  sum.checks += entry.checks;
  sum.reported += entry.reported;
  if (
    entry.firstDownloadAt &&
    (!sum.firstDownloadAt || entry.firstDownloadAt < sum.firstDownloadAt)
  ) {
    sum.firstDownloadAt = entry.firstDownloadAt;
  }
  if (entry.lastDownloadAt && (!sum.lastDownloadAt || entry.lastDownloadAt > sum.lastDownloadAt)) {
    sum.lastDownloadAt = entry.lastDownloadAt;
  }
}

/**
 * The install counts of update checks, downloads and companions' reports, kept in memory and
 * written in one statement per day every few seconds (lib/count-batch.ts): a request costs a
 * map lookup, not a statement. Rows of one item, version and day add up; a failed write keeps
 * them for the next; closing writes what is left.
 */
export class InstallCounter {
  private readonly batch: CountBatch<DayIncrement>;

  constructor(options: {
    db: Db;
    log: { warn: (details: object, message: string) => void };
    intervalMs?: number;
  }) {
    this.batch = new CountBatch<DayIncrement>({
      keyOf: (entry) => `${entry.day}|${entry.itemId}|${entry.version}`,
      merge: mergeInto,
      write: async (entries) => {
        const byDay = new Map<string, DayIncrement[]>();
        for (const entry of entries) byDay.set(entry.day, [...(byDay.get(entry.day) ?? []), entry]);
        for (const [day, rows] of byDay) await addInstallCounts(options.db, day, rows);
      },
      intervalMs: options.intervalMs ?? INSTALL_FLUSH_INTERVAL_MS,
      maxPending: MAX_PENDING_ROWS,
      log: options.log,
    });
  }

  /** Adds what one request saw, under the day (UTC) of `now`. */
  add(now: Date, increments: readonly InstallIncrement[]): void {
    const day = now.toISOString().slice(0, 10);
    for (const increment of increments) this.batch.add({ ...increment, day });
  }

  /** Writes the pending counts now. */
  flush(): Promise<void> {
    return this.batch.flush();
  }

  /** Starts the periodic writes. */
  start(): void {
    this.batch.start();
  }

  /** Stops the periodic writes and writes what is pending. */
  close(): Promise<void> {
    return this.batch.close();
  }
}
