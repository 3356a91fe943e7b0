/** How many attempts a key may make, and how long it waits once it has used them. */
export interface BackoffPolicy {
  /** Attempts (finished failures plus attempts still running) allowed without any wait. */
  free: number;
  /** The wait after the first failure beyond `free`; every further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait: past it, one attempt at a time is always allowed again. */
  maxDelayMs: number;
  /** A key with nothing running is forgotten this long after its last counted attempt. */
  forgetAfterMs: number;
}

interface Entry {
  /** Counted attempts (failures, or every attempt where each one counts). */
  count: number;
  /** Attempts reserved and not finished yet. */
  running: number;
  /** When the last counted attempt finished. */
  lastAt: number;
}

/** How an attempt ended, for one key. */
export type Outcome =
  /** It counts: the next attempts get closer to the wait, or wait longer. */
  | 'count'
  /** It does not count (the reservation is simply given back). */
  | 'release'
  /** It proves the key legitimate: everything counted so far is forgotten. */
  | 'reset';

/** Keys kept per limiter; memory stays bounded whatever is sent. */
const MAX_KEYS = 100_000;

/**
 * Counts attempts per key (an email, an address, a pair of both) and makes the key wait, with
 * exponential backoff, once it has used its free attempts. Attempts are reserved before the
 * expensive or revealing work starts (`start`), so attempts still running count too: with `free`
 * 5, a burst of 60 concurrent attempts gets 5 through and 55 refused, where checking first and
 * recording afterwards let most of the burst through. Past `free`, one attempt runs at a time and
 * only after the wait, so the key is slowed, never shut out for good.
 *
 * In memory: Lagoon runs as one process, and a restart forgetting the counts is acceptable.
 */
export class BackoffLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    readonly policy: BackoffPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  /** 0 when an attempt for this key may start now, else how many milliseconds to wait first. */
  waitFor(key: string): number {
    const entry = this.entry(key);
    if (!entry) return 0;
    const { free, baseDelayMs, maxDelayMs } = this.policy;
    if (entry.count + entry.running < free) return 0;
    if (entry.running > 0) {
      // Past the free attempts only one runs at a time; the next wait is at least the base.
      return Math.max(baseDelayMs, 1);
    }
    const doublings = Math.min(Math.max(entry.count - free, 0), 40);
    const delay = Math.min(baseDelayMs * 2 ** doublings, maxDelayMs);
    return Math.max(0, entry.lastAt + delay - this.now());
  }

  /** Reserves an attempt for the key; call `finish` with its outcome once it is known. */
  start(key: string): void {
    const entry = this.entry(key);
    if (entry) entry.running += 1;
    else this.entries.set(key, { count: 0, running: 1, lastAt: this.now() });
    if (this.entries.size > MAX_KEYS) this.sweep();
  }

  finish(key: string, outcome: Outcome): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.running = Math.max(0, entry.running - 1);
    if (outcome === 'count') {
      entry.count += 1;
      entry.lastAt = this.now();
    } else if (outcome === 'reset') {
      entry.count = 0;
    }
    if (entry.count === 0 && entry.running === 0) this.entries.delete(key);
  }

  /** The attempts counted for a key (for tests and logs). */
  counted(key: string): number {
    return this.entry(key)?.count ?? 0;
  }

  private entry(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.running === 0 && entry.lastAt + this.policy.forgetAfterMs <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops forgotten keys; if that is not enough, the idle keys counted longest ago. */
  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.running === 0 && entry.lastAt + this.policy.forgetAfterMs <= now) {
        this.entries.delete(key);
      }
    }
    if (this.entries.size <= MAX_KEYS) return;
    const idle = [...this.entries].filter(([, entry]) => entry.running === 0);
    idle.sort((a, b) => a[1].lastAt - b[1].lastAt);
    const excess = this.entries.size - Math.floor(MAX_KEYS * 0.9);
    for (const [key] of idle.slice(0, excess)) this.entries.delete(key);
  }
}

/** One attempt reserved on several keys at once. */
export interface Reservation {
  /** Ends the attempt with an outcome per key; keys without one are released. */
  finish(outcomes: ReadonlyMap<BackoffLimiter, Outcome> | Outcome): void;
}

export interface ReserveRequest {
  limiter: BackoffLimiter;
  key: string;
  /** When false the attempt is recorded on this key but the key's wait does not stop it. */
  enforce?: boolean;
}

/**
 * Checks every key and reserves the attempt on all of them in one synchronous step (nothing can
 * run in between in a single Node process), or reserves nothing and says how long to wait.
 */
export function reserve(
  requests: readonly ReserveRequest[],
): { ok: true; reservation: Reservation } | { ok: false; retryAfterMs: number } {
  let wait = 0;
  for (const request of requests) {
    if (request.enforce === false) continue;
    wait = Math.max(wait, request.limiter.waitFor(request.key));
  }
  if (wait > 0) return { ok: false, retryAfterMs: wait };
  for (const request of requests) request.limiter.start(request.key);
  let finished = false;
  return {
    ok: true,
    reservation: {
      finish(outcomes) {
        if (finished) return;
        finished = true;
        for (const request of requests) {
          const outcome =
            typeof outcomes === 'string' ? outcomes : (outcomes.get(request.limiter) ?? 'release');
          request.limiter.finish(request.key, outcome);
        }
      },
    },
  };
}
