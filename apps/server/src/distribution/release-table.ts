import { isExtensionId } from '@lagoon/contract';
import { LRUCache } from 'lru-cache';
import type { Release } from './update-protocol.js';

/**
 * The update service's per-id table of offers, in memory: id → what the plain address offers
 * (a live or held version with its hash and codebase, blocked, or unknown). Every managed
 * browser sends its own mix of ids, so a check is answered from this table rather than from a
 * cache of whole answers; ids it lacks are loaded together, one batch of queries per request
 * however many ids miss, and concurrent requests for the same id share its load.
 *
 * It is kept current the way the catalog cache is: `forget()` on every clear of the catalog
 * cache (every publishing, blocking, rollback or release decision, announced to the other
 * servers on PostgreSQL), an entry of a staged release leaves when its automatic promotion
 * passes, and every entry is read again after `ttlMs` at the latest. A load that was running
 * when the table forgot is answered to whoever waits for it but not kept. Bounded: the least
 * recently asked ids go first past `maxEntries` (unknown ids included, which cost one shared
 * object each).
 */
export class ReleaseTable {
  private readonly entries: LRUCache<string, Release>;
  private readonly loading = new Map<string, Promise<Release>>();
  /** Bumped by forget(): a load begun before it is not kept. */
  private generation = 0;
  private readonly now: () => number;

  constructor(
    private readonly load: (ids: string[]) => Promise<Map<string, Release>>,
    options: { maxEntries: number; ttlMs: number; now?: () => number },
  ) {
    this.now = options.now ?? (() => Date.now());
    this.entries = new LRUCache<string, Release>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });
  }

  /** The offer for each id (an id that is not an extension id is left out: nothing is asked). */
  async lookup(ids: readonly string[]): Promise<Map<string, Release>> {
    const found = new Map<string, Release>();
    const missing: string[] = [];
    const waiting: Promise<void>[] = [];
    const now = this.now();
    for (const id of ids) {
      if (found.has(id) || !isExtensionId(id)) continue;
      const entry = this.entries.get(id);
      if (entry && !(entry.status === 'available' && entry.expiresAt && entry.expiresAt <= now)) {
        found.set(id, entry);
        continue;
      }
      const running = this.loading.get(id);
      if (running) waiting.push(running.then((release) => void found.set(id, release)));
      else if (!missing.includes(id)) missing.push(id);
    }
    if (missing.length > 0) waiting.push(this.loadMissing(missing, found));
    if (waiting.length > 0) await Promise.all(waiting);
    return found;
  }

  /** Forgets every entry: what they were read from changed (see the class comment). */
  forget(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private async loadMissing(ids: string[], found: Map<string, Release>): Promise<void> {
    const generation = this.generation;
    const batch = this.load(ids);
    const settled = (id: string) =>
      batch.then((loaded) => loaded.get(id) ?? ({ status: 'unknown' } as const));
    for (const id of ids) {
      const release = settled(id);
      // A failed load reaches whoever waits for it; nobody waiting is no unhandled rejection.
      release.catch(() => {});
      this.loading.set(id, release);
    }
    try {
      const loaded = await batch;
      const now = this.now();
      for (const id of ids) {
        const release = loaded.get(id) ?? ({ status: 'unknown' } as const);
        found.set(id, release);
        if (generation !== this.generation) continue;
        const expiresAt = release.status === 'available' ? release.expiresAt : undefined;
        if (expiresAt === undefined) this.entries.set(id, release);
        else if (expiresAt > now) {
          this.entries.set(id, release, {
            ttl: Math.min(this.entries.ttl, Math.max(1, expiresAt - now)),
          });
        }
      }
    } finally {
      if (generation === this.generation) for (const id of ids) this.loading.delete(id);
    }
  }
}
