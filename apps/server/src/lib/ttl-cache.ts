/**
 * A small in-memory cache of computed values that expire after a fixed time. Concurrent
 * misses for one key share a single computation, so a burst of identical requests costs
 * one database round. The least recently used entries go first once the cache is full. Keys
 * name what they hold (e.g. a "list:" prefix), so one key always maps to one type of value.
 *
 * With `ttlFor`, the value itself decides how long it is kept once it has resolved (say, a
 * found answer for good and "nothing" briefly); `ttlMs` covers the wait until then.
 *
 * With `staleMs`, an expired value is still answered for that long while one refresh runs in
 * the background, so a popular answer never makes a visitor wait for its recomputation.
 * `clear()` drops stale values too, and a refresh that was running then is not kept.
 *
 * A cache whose values several servers must agree on (the catalog cache of a store with more
 * than one server) gets a clear listener (`onClear`) that tells the other servers, which then
 * call `forget()`: a clear on one server empties the cache on every server.
 */
interface Entry {
  value: Promise<unknown>;
  expires: number;
  /** The value resolved: only a settled value may be served stale. */
  settled: boolean;
  refreshing: boolean;
}

export class TtlCache {
  private readonly entries = new Map<string, Entry>();
  private clearListener: (() => void) | null = null;
  private readonly forgetListeners = new Set<() => void>();

  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      staleMs?: number;
      ttlFor?: (value: unknown) => number;
      now?: () => number;
    },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      // Moved to the end: the map's order is the order of use.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    if (hit?.settled && hit.expires + (this.options.staleMs ?? 0) > now) {
      if (!hit.refreshing) this.refresh(key, hit, compute);
      return hit.value as Promise<T>;
    }
    if (hit) this.entries.delete(key);
    const entry = this.track(key, compute());
    this.entries.set(key, entry);
    this.trim();
    return entry.value as Promise<T>;
  }

  /** Wraps a computation; a failure is not remembered, so the next request tries again. */
  private track(key: string, value: Promise<unknown>): Entry {
    const entry: Entry = {
      value,
      expires: this.now() + this.options.ttlMs,
      settled: false,
      refreshing: false,
    };
    value.then(
      (resolved) => {
        entry.settled = true;
        if (this.options.ttlFor) entry.expires = this.now() + this.options.ttlFor(resolved);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  private refresh(key: string, stale: Entry, compute: () => Promise<unknown>): void {
    stale.refreshing = true;
    const value = compute();
    value.then(
      () => {
        // Replaced only if nothing cleared or replaced the stale entry in the meantime.
        if (this.entries.get(key) !== stale) return;
        const fresh = this.track(key, value);
        fresh.settled = true;
        this.entries.set(key, fresh);
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  private trim(): void {
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * Forgets everything, after a change to what the cached values depend on, and tells the clear
   * listener, if any, so that other servers forget too.
   */
  clear(): void {
    this.forget();
    this.clearListener?.();
  }

  /** Forgets everything on this server only: another server announced a clear. */
  forget(): void {
    this.entries.clear();
    for (const listener of this.forgetListeners) listener();
  }

  /**
   * Called whenever this server forgets everything, after its own clear or another server's:
   * for what is derived from the same data outside the cache (the search index).
   */
  onForget(listener: () => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  /** Called after every `clear()` (not after `forget()`); one listener, null to remove it. */
  onClear(listener: (() => void) | null): void {
    this.clearListener = listener;
  }

  get size(): number {
    return this.entries.size;
  }
}
