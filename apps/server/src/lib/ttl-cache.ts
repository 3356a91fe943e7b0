import { LRUCache } from 'lru-cache';
import { type ClearedItems, ClearSignal } from './clear-signal.js';

/**
 * A small in-memory cache of computed values that expire after a fixed time, kept by
 * `lru-cache`: concurrent misses for one key share a single computation (its `fetch`), so a
 * burst of identical requests costs one database round, and the least recently used entries
 * go first once the cache is full. Keys name what they hold (e.g. a "list:" prefix), so one
 * key always maps to one type of value.
 *
 * With `ttlFor`, the value itself decides how long it is kept once it has resolved (say, a
 * found answer for good and "nothing" briefly); `ttlMs` covers the wait until then.
 *
 * With `staleMs`, an expired value is still answered for that long while one refresh runs in
 * the background, so a popular answer never makes a visitor wait for its recomputation; an
 * older one is recomputed while the caller waits. A failed computation is not remembered, and
 * a failed refresh leaves the stale value in place for the next request to try again.
 * `clear()` drops stale values too, and a computation that was running then (a refresh or a
 * miss) is not kept; whoever was already waiting for it still gets its answer.
 *
 * A cache whose values several servers must agree on (the catalog cache of a store with more
 * than one server) gets a clear listener (`onClear`) that tells the other servers, which then
 * call `forget()`: a clear on one server empties the cache on every server.
 */

/** A computed value; boxed because `lru-cache` reads `undefined` as "nothing to keep". */
interface Computed {
  value: unknown;
  /** The wall-clock time (ms) after which the value is wrong: never answered, not even stale. */
  expiresAt: number | null;
}

/**
 * What a computation may say about its value while it runs: `expireAt(time)` when the value
 * stops being right at a known time (a staged release's automatic promotion), so it is never
 * answered after it, not even stale while a refresh runs.
 */
export interface CacheEntry {
  expireAt(time: Date | number): void;
}

type Compute = (entry: CacheEntry) => Promise<unknown>;

/**
 * A clear signal with values: `clear()`, `forget()`, `onForget()` and `onClear()` behave as
 * ClearSignal's, and forgetting also drops every kept value.
 */
export class TtlCache extends ClearSignal {
  private readonly entries: LRUCache<string, Computed, Compute>;
  private readonly staleMs: number;

  constructor(options: {
    ttlMs: number;
    maxEntries: number;
    staleMs?: number;
    ttlFor?: (value: unknown) => number;
    now?: () => number;
  }) {
    super();
    const { ttlFor } = options;
    this.staleMs = options.staleMs ?? 0;
    this.entries = new LRUCache<string, Computed, Compute>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      // Reads the clock on every check instead of caching it behind a timer for a millisecond.
      ttlResolution: 0,
      ...(options.now ? { perf: { now: options.now } } : {}),
      // A failed refresh leaves the stale value for the next request; a failed miss is dropped.
      noDeleteOnFetchRejection: true,
      // A clear aborts running computations; their answers still reach whoever waits for
      // them, but lru-cache does not store them, since they may have read what the write changed.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { options: entry, context: compute }) => {
        let expiresAt: number | null = null;
        const value = await compute({
          expireAt: (time) => {
            const at = typeof time === 'number' ? time : time.getTime();
            expiresAt = expiresAt === null ? at : Math.min(expiresAt, at);
          },
        });
        if (ttlFor) {
          const ttl = ttlFor(value);
          // lru-cache reads a ttl of 0 as "never stale".
          entry.ttl = Number.isFinite(ttl) ? ttl : 0;
        }
        if (expiresAt !== null) {
          const left = Math.max(1, expiresAt - Date.now());
          // A ttl of 0 (kept for good by ttlFor) becomes the time left.
          const ttl = entry.ttl === undefined ? options.ttlMs : entry.ttl;
          entry.ttl = ttl > 0 ? Math.min(ttl, left) : left;
        }
        return { value, expiresAt };
      },
    });
  }

  async get<T>(key: string, compute: (entry: CacheEntry) => Promise<T>): Promise<T> {
    // Past its ttl an entry may be answered stale only within staleMs, and never past the time
    // its computation said it expires.
    const expiresAt = this.entries.peek(key, { allowStale: true })?.expiresAt ?? null;
    if (expiresAt !== null && expiresAt <= Date.now()) this.entries.delete(key);
    const allowStale = this.staleMs > 0 && this.entries.getRemainingTTL(key) > -this.staleMs;
    const computed = await this.entries.fetch(key, { context: compute, allowStale });
    if (!computed) throw new Error(`The cache computed nothing for ${key}`);
    return computed.value as T;
  }

  /** Forgets every value on this server, then tells the listeners (see ClearSignal). */
  override forget(items: ClearedItems = null): void {
    this.entries.clear();
    super.forget(items);
  }

  get size(): number {
    return this.entries.size;
  }
}
