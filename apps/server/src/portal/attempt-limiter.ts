import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import {
  deleteIdleKeys,
  finishAttempts,
  type KeyState,
  lockKeys,
  type Outcome,
  readKey,
  writeReserved,
} from './attempt-queries.js';

export type { KeyState, Outcome } from './attempt-queries.js';

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

/**
 * A reservation that never finishes (its server stopped in the middle of a password check) stops
 * counting as running after this long, so a crash cannot leave a key waiting for good. A check
 * takes well under a second; the margin covers a slow sign-up with a profile picture.
 */
export const RESERVATION_TIMEOUT_MS = 2 * 60 * 1000;

/** The state as it counts now: abandoned reservations dropped, an idle key forgotten. */
export function effectiveState(policy: BackoffPolicy, state: KeyState, now: number): KeyState {
  const running = state.runningUntil > now ? state.running : 0;
  if (running === 0 && state.lastAt + policy.forgetAfterMs <= now) {
    return { counted: 0, running: 0, lastAt: now, runningUntil: 0 };
  }
  return { ...state, running };
}

/** 0 when an attempt for a key in this state may start now, else how many milliseconds to wait. */
export function waitFor(policy: BackoffPolicy, state: KeyState, now: number): number {
  const { free, baseDelayMs, maxDelayMs } = policy;
  if (state.counted + state.running < free) return 0;
  if (state.running > 0) {
    // Past the free attempts only one runs at a time; the next wait is at least the base.
    return Math.max(baseDelayMs, 1);
  }
  const doublings = Math.min(Math.max(state.counted - free, 0), 40);
  const delay = Math.min(baseDelayMs * 2 ** doublings, maxDelayMs);
  return Math.max(0, state.lastAt + delay - now);
}

/**
 * Counts attempts per key (an email, an address, a pair of both) under one scope name, and makes
 * the key wait, with exponential backoff, once it has used its free attempts. Past `free`, one
 * attempt runs at a time and only after the wait, so a key is slowed, never shut out for good.
 * The counts live in the `attempt_limits` table (see AttemptLimits), so every server of one store
 * sees the same counts.
 */
export class BackoffLimiter {
  constructor(
    /** Names the limiter's rows, e.g. "sign-in:pair"; unique per store. */
    readonly scope: string,
    readonly policy: BackoffPolicy,
  ) {}
}

/** One attempt reserved on several keys at once. */
export interface Reservation {
  /** Ends the attempt with an outcome per key; keys without one are released. */
  finish(outcomes: ReadonlyMap<BackoffLimiter, Outcome> | Outcome): Promise<void>;
}

export interface ReserveRequest {
  limiter: BackoffLimiter;
  key: string;
  /**
   * When false the attempt is recorded on this key but the key's wait does not stop it. A
   * function decides inside the reserving transaction (say, from what the database knows).
   */
  enforce?: boolean | ((trx: Transaction<Database>) => Promise<boolean>);
}

export type ReserveResult =
  | { ok: true; reservation: Reservation }
  | { ok: false; retryAfterMs: number };

/** Forgotten keys are deleted at most this often per server. */
const SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * The attempt counts of every limiter, kept in the database so that several servers in front of
 * one database share them: a client cannot get more guesses by landing on another server.
 *
 * An attempt is reserved on all its keys before the expensive or revealing work starts, in one
 * transaction that locks the keys' rows: attempts still running count too, so with `free` 5 a
 * burst of 60 concurrent attempts gets 5 through and 55 refused, however the burst is spread
 * over servers. Times come from the server's clock (`now`), which servers of one store keep in
 * step with NTP.
 */
export class AttemptLimits {
  private lastSweep = 0;
  private readonly limiters = new Map<string, BackoffLimiter>();
  private readonly queue: {
    requests: readonly ReserveRequest[];
    resolve: (wait: number) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private flushing = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Checks every key and reserves the attempt on all of them, or reserves nothing and says how
   * long to wait. Requests are taken in the order they arrive: while one transaction runs, the
   * requests that arrive meanwhile wait and are then decided together, in that order, in the next
   * one. A burst costs two transactions, and is decided as a whole before any of its attempts
   * can finish and give its place back.
   */
  reserve(requests: readonly ReserveRequest[]): Promise<ReserveResult> {
    const sorted = [...requests].sort(byScopeAndKey);
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ requests: sorted, resolve, reject });
      if (!this.flushing) void this.flush();
    }).then((wait) => (wait > 0 ? { ok: false, retryAfterMs: wait } : this.reservation(sorted)));
  }

  private reservation(requests: readonly ReserveRequest[]): ReserveResult {
    let finished = false;
    return {
      ok: true,
      reservation: {
        finish: async (outcomes) => {
          if (finished) return;
          finished = true;
          await this.finish(
            requests.map((request) => ({
              request,
              outcome:
                typeof outcomes === 'string'
                  ? outcomes
                  : (outcomes.get(request.limiter) ?? 'release'),
            })),
          );
        },
      },
    };
  }

  /** Decides the waiting requests, batch after batch, until none is left. */
  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0);
        try {
          const waits = await this.decide(batch.map((entry) => entry.requests));
          for (const [index, entry] of batch.entries()) entry.resolve(waits[index] ?? 0);
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
    this.sweepNow();
  }

  /**
   * One transaction for a batch: locks every key the batch names, then takes the requests in
   * order, each reserving on all its keys or on none, and writes the new counts back. Returns
   * per request 0 (reserved) or the wait.
   */
  private async decide(batch: readonly (readonly ReserveRequest[])[]): Promise<number[]> {
    const now = this.now();
    const unique = new Map<string, ReserveRequest>();
    for (const request of batch.flat()) unique.set(idOf(request), request);
    const keys = [...unique.values()].sort(byScopeAndKey);
    return this.db.transaction().execute(async (trx) => {
      const locked = await lockKeys(
        trx,
        keys.map((request) => ({ scope: request.limiter.scope, key: request.key })),
        now,
      );
      const states = new Map<string, KeyState>();
      for (const [index, request] of keys.entries()) {
        states.set(idOf(request), effectiveState(request.limiter.policy, locked[index]!, now));
      }
      const changed = new Set<string>();
      const waits: number[] = [];
      for (const requests of batch) {
        let wait = 0;
        for (const request of requests) {
          const enforced =
            typeof request.enforce === 'function'
              ? await request.enforce(trx)
              : request.enforce !== false;
          if (!enforced) continue;
          wait = Math.max(wait, waitFor(request.limiter.policy, states.get(idOf(request))!, now));
        }
        waits.push(wait);
        if (wait > 0) continue;
        for (const request of requests) {
          const id = idOf(request);
          const state = states.get(id)!;
          states.set(id, { ...state, running: state.running + 1 });
          changed.add(id);
        }
      }
      await writeReserved(
        trx,
        [...changed].map((id) => {
          const request = unique.get(id)!;
          return { scope: request.limiter.scope, key: request.key, state: states.get(id)! };
        }),
        now + RESERVATION_TIMEOUT_MS,
      );
      return waits;
    });
  }

  /** The attempts counted for a key as they count now (for tests and logs). */
  async counted(limiter: BackoffLimiter, key: string): Promise<number> {
    const state = await readKey(this.db, { scope: limiter.scope, key });
    return state ? effectiveState(limiter.policy, state, this.now()).counted : 0;
  }

  /**
   * Deletes the keys nothing is counted on any more, per limiter: idle for longer than the
   * limiter forgets. Returns how many went.
   */
  async sweep(limiters: readonly BackoffLimiter[]): Promise<number> {
    const now = this.now();
    let removed = 0;
    for (const limiter of limiters) {
      removed += await deleteIdleKeys(
        this.db,
        limiter.scope,
        now - limiter.policy.forgetAfterMs,
        now,
      );
    }
    return removed;
  }

  /** Limiters seen by this store, swept now and then. */
  private sweepNow(): void {
    const now = this.now();
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    // Best effort: a failed sweep only leaves rows that the next one removes.
    this.sweep([...this.limiters.values()]).catch(() => {});
  }

  /** Makes the limiter's rows part of the periodic sweep. */
  register(...limiters: BackoffLimiter[]): void {
    for (const limiter of limiters) this.limiters.set(limiter.scope, limiter);
  }

  private async finish(
    entries: readonly { request: ReserveRequest; outcome: Outcome }[],
  ): Promise<void> {
    await finishAttempts(
      this.db,
      entries.map(({ request, outcome }) => ({
        scope: request.limiter.scope,
        key: request.key,
        outcome,
      })),
      this.now(),
    );
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byScopeAndKey(a: ReserveRequest, b: ReserveRequest): number {
  return a.limiter.scope === b.limiter.scope
    ? compare(a.key, b.key)
    : compare(a.limiter.scope, b.limiter.scope);
}

/** One key of one limiter, as a map key. */
function idOf(request: ReserveRequest): string {
  return `${request.limiter.scope}\u0000${request.key}`;
}
