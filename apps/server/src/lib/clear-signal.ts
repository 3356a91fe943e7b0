/**
 * A clear without a cache: what several in-memory tables derived from the same rows listen to.
 * `clear()` after a write commits makes every listener forget (and, through shareClears, every
 * other server of the store); `forget()` is the other servers' side. It has the two methods
 * shareClears needs; the catalog cache (TtlCache) is one with values.
 */
export class ClearSignal {
  private clearListener: (() => void) | null = null;
  private readonly forgetListeners = new Set<() => void>();

  /** Every listener forgets, here and (when shared) on the other servers. */
  clear(): void {
    this.forget();
    this.clearListener?.();
  }

  /** Every listener on this server forgets: another server announced a clear. */
  forget(): void {
    for (const listener of this.forgetListeners) listener();
  }

  /** Called whenever this server forgets, after its own clear or another server's. */
  onForget(listener: () => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  /** Called after every `clear()` (not after `forget()`); one listener, null to remove it. */
  onClear(listener: (() => void) | null): void {
    this.clearListener = listener;
  }
}
