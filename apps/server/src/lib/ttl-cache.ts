/**
 * A small in-memory cache of computed values that expire after a fixed time. Concurrent
 * misses for one key share a single computation, so a burst of identical requests costs
 * one database round. The oldest entries go first once the cache is full. Keys name what
 * they hold (e.g. a "list:" prefix), so one key always maps to one type of value.
 */
export class TtlCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);
    const value = compute();
    this.entries.set(key, { value, expires: this.now() + this.options.ttlMs });
    // A failure is not remembered: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets everything, after a change to what the cached values depend on. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
