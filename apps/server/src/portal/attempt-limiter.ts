export interface AttemptLimit {
  /** Failures allowed inside the window; the next attempt is refused. */
  max: number;
  windowMs: number;
}

/**
 * Counts failed sign-in attempts per key (an email, an address) in a fixed window. In memory:
 * Lagoon runs as one process, and a restart forgetting the counts is acceptable.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: AttemptLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when this key has used up its failures for the current window. */
  isBlocked(key: string): boolean {
    const entry = this.failures.get(key);
    if (!entry) return false;
    if (entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return false;
    }
    return entry.count >= this.limit.max;
  }

  fail(key: string): void {
    const now = this.now();
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) {
      this.failures.set(key, { count: 1, resetAt: now + this.limit.windowMs });
    } else {
      entry.count += 1;
    }
    if (this.failures.size > 100_000) this.sweep(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
