import os from 'node:os';
import { AppError } from '../../http/errors.js';

/**
 * Runs at most `limit` tasks at a time; up to `maxWaiting` more wait their turn in order, and
 * any further one is refused at once (TEMPORARY_PROBLEM) instead of piling up.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {}

  /** Tasks running now and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new AppError('TEMPORARY_PROBLEM');
      // The finishing task hands its place over, so `running` never drops in between.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Package inspection inflates every entry once; the main thread does the small ones and zlib's
 * threads the large. Running at most half the machine's cores of them at once leaves the rest
 * to every other request (/healthz, the storefront), and a burst from many accounts queues
 * briefly or is refused instead of taking the server.
 */
export const INSPECTIONS_AT_ONCE = Math.max(1, Math.floor(os.availableParallelism() / 2));
export const INSPECTIONS_WAITING = 16;
export const inspectionGate = new ConcurrencyGate(INSPECTIONS_AT_ONCE, INSPECTIONS_WAITING);

/** Package uploads one developer may have under way at once, and may start per window. */
export const UPLOADS_AT_ONCE = 2;
export const UPLOADS_PER_WINDOW = 10;
export const UPLOAD_WINDOW_MS = 60_000;

/**
 * Per-developer throttle of package uploads: at most `atOnce` in progress (receiving or being
 * inspected) and `perWindow` started in any `windowMs`, refused or not. Over either,
 * RATE_LIMITED (429) before a byte of the body is read. One per server process, in memory, as
 * the store runs as one process.
 */
export class UploadThrottle {
  private readonly active = new Map<string, number>();
  private readonly started = new Map<string, number[]>();

  constructor(
    private readonly options: {
      atOnce: number;
      perWindow: number;
      windowMs: number;
      now?: () => number;
    } = { atOnce: UPLOADS_AT_ONCE, perWindow: UPLOADS_PER_WINDOW, windowMs: UPLOAD_WINDOW_MS },
  ) {}

  /** Uploads of `key` in progress now. */
  inProgress(key: string): number {
    return this.active.get(key) ?? 0;
  }

  /** Takes a place for `key` or throws RATE_LIMITED; call the returned function when done. */
  acquire(key: string): () => void {
    const now = (this.options.now ?? Date.now)();
    const since = now - this.options.windowMs;
    const recent = (this.started.get(key) ?? []).filter((time) => time > since);
    const active = this.active.get(key) ?? 0;
    if (active >= this.options.atOnce || recent.length >= this.options.perWindow) {
      this.remember(key, recent);
      throw new AppError('RATE_LIMITED');
    }
    recent.push(now);
    this.remember(key, recent);
    this.active.set(key, active + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.active.get(key) ?? 1) - 1;
      if (left > 0) this.active.set(key, left);
      else this.active.delete(key);
    };
  }

  private remember(key: string, recent: number[]): void {
    if (recent.length > 0) this.started.set(key, recent);
    else this.started.delete(key);
    // Forget developers who went quiet, so the map holds only the last window's uploaders.
    if (this.started.size > 10_000) {
      const since = (this.options.now ?? Date.now)() - this.options.windowMs;
      for (const [other, times] of this.started) {
        if (times.every((time) => time <= since)) this.started.delete(other);
      }
    }
  }
}
