import { type EventLoopUtilization, performance } from 'node:perf_hooks';
import { AppError } from '../http/errors.js';
import type { DatabaseKind } from './database.js';

/**
 * Keeps developers' saves from crowding out visitors.
 *
 * Visitors are mostly served from the catalog cache without a query, so what a save costs them
 * is CPU time. The embedded database runs inside the server's own thread: every statement of a
 * save is time the thread cannot spend answering visitors. So on PGlite saves run one at a time
 * and, while the rest of the server keeps the thread busy, each save is followed by a pause long
 * enough that saves take at most `busyShare` of the time. On PostgreSQL the statements run in
 * the database's processes, but those share the machine's cores with the server, and the
 * server still encodes and decodes every statement: saves use at most `atOnce` connections of
 * the pool (reads always find one free) and, while the thread is busy, pause as long as they
 * ran. An idle server saves at full speed on both.
 *
 * Saves wait in arrival order; more than `maxWaiting` waiting are refused with RATE_LIMITED.
 */
export interface WriteShareOptions {
  /** Saves running at once. */
  atOnce: number;
  /** The share of the thread saves may take while other work keeps it busy (1: no pauses). */
  busyShare: number;
  /** The share of the thread other work must take before saves are spaced out. */
  busyAbove: number;
  /**
   * Whether a save's time is the thread's time (the embedded database), so it is left out when
   * judging how busy other work keeps the thread.
   */
  savesUseThread: boolean;
  maxWaiting: number;
  /** How long a measurement of the thread's load stays valid. */
  windowMs: number;
  now?: () => number;
  /** The share of time the thread was busy since the previous call (tests give their own). */
  utilization?: () => number;
}

/**
 * The embedded database: one save at a time, its statements at most 10 % of a busy thread.
 * The request around them (the session check before, the answer after) costs about half as
 * much again, so a save takes about 15 % in all, which keeps visitors' cached reads above 80 %
 * of their rate without saves (npm run bench -- --only=writes) and still lets a developer's
 * save through within seconds.
 */
export const EMBEDDED_WRITE_SHARE: WriteShareOptions = {
  atOnce: 1,
  busyShare: 0.1,
  busyAbove: 0.3,
  savesUseThread: true,
  maxWaiting: 64,
  windowMs: 250,
};

/**
 * A PostgreSQL server: saves use at most four of the pool's ten connections and, while the
 * thread is more than 60 % busy, pause as long as they ran.
 */
export const SERVER_WRITE_SHARE: WriteShareOptions = {
  atOnce: 4,
  busyShare: 0.5,
  busyAbove: 0.6,
  savesUseThread: false,
  maxWaiting: 64,
  windowMs: 250,
};

export function writeShareFor(kind: DatabaseKind): WriteShare {
  return new WriteShare(kind === 'pglite' ? EMBEDDED_WRITE_SHARE : SERVER_WRITE_SHARE);
}

function eventLoopUtilization(): () => number {
  let previous: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const current = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(current, previous).utilization;
    previous = current;
    return share;
  };
}

export class WriteShare {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** No save starts before this time (the pause after a save on a busy thread). */
  private resumeAt = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Time saves ran since the load was last measured, and when that was. */
  private savedMs = 0;
  private measuredAt: number;
  private othersBusy = false;
  private readonly now: () => number;
  private readonly utilization: () => number;

  constructor(private readonly options: WriteShareOptions) {
    this.now = options.now ?? (() => performance.now());
    this.utilization = options.utilization ?? eventLoopUtilization();
    this.measuredAt = this.now();
  }

  /** Runs one save when its turn comes. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.turn();
    const started = this.now();
    try {
      return await work();
    } finally {
      const took = this.now() - started;
      this.running -= 1;
      this.savedMs += took;
      if (this.options.busyShare < 1 && this.othersAreBusy()) {
        const pause = (took * (1 - this.options.busyShare)) / this.options.busyShare;
        this.resumeAt = Math.max(this.resumeAt, this.now() + pause);
      }
      this.next();
    }
  }

  private turn(): Promise<void> {
    if (this.waiting.length === 0 && this.mayStart()) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(new AppError('RATE_LIMITED'));
    }
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.next();
    });
  }

  private mayStart(): boolean {
    return this.running < this.options.atOnce && this.now() >= this.resumeAt;
  }

  /** Starts waiting saves that may start now, or wakes up when the pause ends. */
  private next(): void {
    while (this.waiting.length > 0 && this.mayStart()) {
      this.running += 1;
      this.waiting.shift()?.();
    }
    if (this.waiting.length === 0 || this.timer || this.running >= this.options.atOnce) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.next();
      },
      Math.max(1, this.resumeAt - this.now()),
    );
    this.timer.unref();
  }

  /**
   * Whether work other than saves kept the thread busy lately: the thread's load (minus the
   * time saves ran, when that was the thread's), measured at most every `windowMs`.
   */
  private othersAreBusy(): boolean {
    const now = this.now();
    const elapsed = now - this.measuredAt;
    if (elapsed >= this.options.windowMs) {
      const own = this.options.savesUseThread ? this.savedMs / elapsed : 0;
      const others = this.utilization() - own;
      this.othersBusy = others > this.options.busyAbove;
      this.savedMs = 0;
      this.measuredAt = now;
    }
    return this.othersBusy;
  }
}
