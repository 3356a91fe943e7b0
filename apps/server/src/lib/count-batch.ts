import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Counts kept in memory and written together: requests that only add to a number (an update
 * check, a download) add their rows here, rows of one key add up, and every `intervalMs` (or
 * once `maxPending` keys wait) everything pending goes to the database in one write. A request
 * then costs a map lookup instead of a statement, and the database sees one statement per
 * interval however many requests came.
 *
 * The write must add to what is stored (an `INSERT … ON CONFLICT DO UPDATE` adding the counts),
 * never set it: several servers each keep their own batch and write it to the same rows.
 * With `chunkSize`, a write goes out as statements of at most that many rows, the event loop
 * turning between them: on the embedded database a statement holds the server's only thread,
 * so one statement of thousands of rows would hold every request behind it.
 * A failed write puts its rows back, so the next one carries them (unless the batch has grown
 * past ten times `maxPending` meanwhile: then they are dropped and logged, so a database that
 * stays away cannot make a server hold counts without end). `close()` stops the timer and
 * writes what is left: nothing is lost on a clean shutdown, and what a crash loses is at most
 * one interval's counts.
 */

export interface CountBatchOptions<T extends object> {
  /** The key of the row an entry adds to (item, version and day, say). */
  keyOf: (entry: T) => string;
  /** Adds `entry` to `sum`, the batch's own copy of an earlier entry of the same key. */
  merge: (sum: T, entry: T) => void;
  /** Writes the rows, in one statement; a rejection leaves them in the batch. */
  write: (entries: T[]) => Promise<void>;
  /** The most rows one write call takes; more are written in turns (all at once by default). */
  chunkSize?: number;
  /** How often pending rows are written. */
  intervalMs: number;
  /** How many keys may wait before a write starts early. */
  maxPending: number;
  /** What the batch says when a write fails or rows are dropped. */
  log: { warn: (details: object, message: string) => void };
  now?: () => number;
}

export class CountBatch<T extends object> {
  private pending = new Map<string, T>();
  /** The write under way, if any; every flush waits for the one before it. */
  private writing: Promise<void> = Promise.resolve();
  private busy = false;
  /** No early write is started before this moment after one failed (the timer still runs). */
  private quietUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;

  constructor(private readonly options: CountBatchOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  /** How many keys wait to be written. */
  get size(): number {
    return this.pending.size;
  }

  /** Adds one entry: to the pending row of its key, or as a new row (a copy). */
  add(entry: T): void {
    this.put(entry);
    this.writeEarlyIfFull();
  }

  /**
   * The pending row of `key`, started as `create()` when none is pending, for the caller to add
   * to at once (a write starts no sooner than the next tick): what a hot path calls, as adding
   * to a pending row this way costs no object. `key` must be what `keyOf` gives the row.
   */
  rowOf(key: string, create: () => T): T {
    let row = this.pending.get(key);
    if (!row) {
      row = create();
      this.pending.set(key, row);
      this.writeEarlyIfFull();
    }
    return row;
  }

  private writeEarlyIfFull(): void {
    if (
      this.pending.size >= this.options.maxPending &&
      !this.busy &&
      this.now() >= this.quietUntil
    ) {
      void this.flush();
    }
  }

  /** Writes every row pending now; resolves when written, or once a failed write was logged. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeOnce());
    return this.writing;
  }

  /** Starts the periodic writes; the timer never keeps the process alive. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.intervalMs);
    this.timer.unref();
  }

  /** Stops the periodic writes and writes what is left. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private put(entry: T): void {
    const key = this.options.keyOf(entry);
    const sum = this.pending.get(key);
    if (sum) this.options.merge(sum, entry);
    else this.pending.set(key, { ...entry });
  }

  private async writeOnce(): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    this.busy = true;
    const chunkSize = this.options.chunkSize ?? rows.length;
    // Rows before this index are written; a failure puts back only the others.
    let written = 0;
    try {
      while (written < rows.length) {
        if (written > 0) await nextTurn();
        const chunk = rows.slice(written, written + chunkSize);
        await this.options.write(chunk);
        written += chunk.length;
      }
    } catch (error) {
      const left = rows.slice(written);
      this.quietUntil = this.now() + this.options.intervalMs;
      if (this.pending.size + left.length > this.options.maxPending * 10) {
        this.options.log.warn(
          { err: error, dropped: left.length },
          'counts could not be written and were dropped',
        );
        return;
      }
      this.options.log.warn({ err: error, kept: left.length }, 'counts could not be written yet');
      for (const entry of left) this.put(entry);
    } finally {
      this.busy = false;
    }
  }
}
