/**
 * What a clear says changed: the ids of the only items whose public state the write changed,
 * or null when anything may have (a category, a developer's name, settings). Listeners that
 * keep a table per item (the search index) update those items alone; the others forget all.
 */
export type ClearedItems = readonly string[] | null;

/**
 * The clear of a write that changed what visitors see but no item's own state (a banner, a
 * winner, an event, a mobile site, the store's social links): caches forget, the search
 * index, which holds items only, stays.
 */
export const NO_ITEMS: ClearedItems = Object.freeze([]);

/**
 * A clear without a cache: what several in-memory tables derived from the same rows listen to.
 * `clear()` after a write commits makes every listener forget (and, through shareClears, every
 * other server of the store); `forget()` is the other servers' side. It has the two methods
 * shareClears needs; the catalog cache (TtlCache) is one with values.
 */
export class ClearSignal {
  private clearListener: ((items: ClearedItems) => void) | null = null;
  private readonly forgetListeners = new Set<(items: ClearedItems) => void>();

  /**
   * Every listener forgets, here and (when shared) on the other servers. `items` names the
   * items the write changed when it changed nothing else visitors see.
   */
  clear(items: ClearedItems = null): void {
    this.forget(items);
    this.clearListener?.(items);
  }

  /** Every listener on this server forgets: another server announced a clear. */
  forget(items: ClearedItems = null): void {
    for (const listener of this.forgetListeners) listener(items);
  }

  /** Called whenever this server forgets, after its own clear or another server's. */
  onForget(listener: (items: ClearedItems) => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  /** Called after every `clear()` (not after `forget()`); one listener, null to remove it. */
  onClear(listener: ((items: ClearedItems) => void) | null): void {
    this.clearListener = listener;
  }
}
