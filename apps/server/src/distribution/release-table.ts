import { isExtensionId } from '@lagoon/contract';
import { type DrawnOffer, drawOffer } from './update-answer.js';
import type { Release } from './update-protocol.js';

/** The most ids one load reads (each a parameter of its queries). */
const MAX_BATCH = 1000;
const UNKNOWN: Release = Object.freeze({ status: 'unknown' });

/**
 * The update service's per-id table of offers, in memory: id → what the plain address offers
 * (a live or held version with its hash and codebase, blocked, or unknown). Every managed
 * browser sends its own mix of ids, so a check is answered from this table rather than from a
 * cache of whole answers; ids it lacks are loaded in batches, one load at a time taking every
 * id missed while the one before ran, and concurrent requests for the same id share its load.
 *
 * It is kept current the way the catalog cache is: `forget()` on every clear of the catalog
 * cache (every publishing, blocking, rollback or release decision, announced to the other
 * servers on PostgreSQL), an entry of a staged release leaves when its automatic promotion
 * passes, and every entry is read again after `ttlMs`: behind the answer, which the entry
 * still gives until the read ends (a check of a known id never waits). A load that was running
 * when the table forgot is answered to whoever waits for it but not kept. Bounded: past
 * `maxEntries` the ids read longest ago go first (unknown ids included, which cost a small
 * object each); with every entry read again within `ttlMs`, that is close to the least recently
 * asked, without the cost of reordering the table on every check. Each entry holds its offer
 * drawn as the answer's elements (update-answer.ts), so a forget() also redraws them.
 */
export class ReleaseTable {
  /** In the order they were read: the first is the first to go past `maxEntries`. */
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly loading = new Map<string, Promise<DrawnOffer>>();
  /** Bumped by forget(): a load begun before it is not kept. */
  private generation = 0;
  /** The load under way (settled when none is), and the batch that waits for it to end. */
  private running: Promise<void> = Promise.resolve();
  private nextBatch: Batch | null = null;
  private readonly now: () => number;

  constructor(
    private readonly load: (ids: string[]) => Promise<Map<string, Release>>,
    options: { maxEntries: number; ttlMs: number; now?: () => number },
  ) {
    this.now = options.now ?? (() => Date.now());
    this.maxEntries = options.maxEntries;
    this.ttlMs = options.ttlMs;
  }

  /**
   * The offer for each id (an id that is not an extension id is left out: nothing is asked):
   * the map itself when every id is in the table, a promise of it when some must be loaded.
   */
  lookup(ids: readonly string[]): Map<string, Release> | Promise<Map<string, Release>> {
    const mapped = (offers: readonly (DrawnOffer | undefined)[]) => {
      const found = new Map<string, Release>();
      offers.forEach((offer, index) => {
        if (offer) found.set(ids[index]!, offer.release);
      });
      return found;
    };
    const offers = this.offersOf(ids);
    return Array.isArray(offers) ? mapped(offers) : offers.then(mapped);
  }

  /**
   * The drawn offer of each id, in the order asked (undefined for an id that is not an
   * extension id): the array itself when every id is in the table, a promise of it when some
   * must be loaded. What a check costs: one map read per id.
   */
  offersOf(
    ids: readonly string[],
  ): (DrawnOffer | undefined)[] | Promise<(DrawnOffer | undefined)[]> {
    const found = new Array<DrawnOffer | undefined>(ids.length);
    let missing: string[] | null = null;
    let waiting: Promise<void>[] | null = null;
    let stale: string[] | null = null;
    const now = this.now();
    for (let index = 0; index < ids.length; index++) {
      const id = ids[index]!;
      const entry = this.entries.get(id);
      if (entry !== undefined && (entry.until > now || !entry.held)) {
        found[index] = entry;
        // Past its ttl, an entry still answers while it is read again behind the answer.
        if (entry.until <= now && !this.loading.has(id)) {
          if (stale) stale.push(id);
          else stale = [id];
        }
        continue;
      }
      // Only an id the table lacks is checked for its form (every entry has a valid id).
      if (!isExtensionId(id)) continue;
      const running = this.loading.get(id);
      if (running) {
        waiting ??= [];
        waiting.push(
          running.then((offer) => {
            found[index] = offer;
          }),
        );
        continue;
      }
      missing ??= [];
      if (!missing.includes(id)) missing.push(id);
    }
    if (stale) this.loadMissing(stale);
    if (missing) {
      const loads = this.loadMissing(missing);
      waiting ??= [];
      for (let index = 0; index < ids.length; index++) {
        const load = found[index] === undefined ? loads.get(ids[index]!) : undefined;
        if (!load) continue;
        waiting.push(
          load.then((offer) => {
            found[index] = offer;
          }),
        );
      }
    }
    if (!waiting) return found;
    return Promise.all(waiting).then(() => found);
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

  /**
   * Loads `ids` with the next batch (each id's drawn offer, once loaded): one load runs at a
   * time, and the ids every request misses while it runs are loaded together by the next (up
   * to MAX_BATCH ids each), so a fleet's first checks after a clear cost a few large reads
   * rather than one small read per request.
   */
  private loadMissing(ids: string[]): Map<string, Promise<DrawnOffer>> {
    let batch = this.nextBatch;
    if (!batch || batch.ids.size + ids.length > MAX_BATCH) batch = this.openBatch();
    const loads = new Map<string, Promise<DrawnOffer>>();
    for (const id of ids) {
      batch.ids.add(id);
      const offer = batch.loaded.then(
        (loaded) => loaded.drawn.get(id) ?? drawOffer(id, loaded.releases.get(id) ?? UNKNOWN),
      );
      // A failed load reaches whoever waits for it; nobody waiting is no unhandled rejection.
      offer.catch(() => {});
      this.loading.set(id, offer);
      loads.set(id, offer);
    }
    return loads;
  }

  /** A batch that starts once the load under way ends, and takes ids until then. */
  private openBatch(): Batch {
    const ids = new Set<string>();
    const loaded = this.running.then(async () => {
      if (this.nextBatch === batch) this.nextBatch = null;
      const generation = this.generation;
      const asked = [...ids];
      try {
        const loaded: Loaded = { releases: await this.load(asked), drawn: new Map() };
        if (generation === this.generation) this.keep(asked, loaded);
        return loaded;
      } finally {
        if (generation === this.generation) for (const id of asked) this.loading.delete(id);
      }
    });
    const batch: Batch = { ids, loaded };
    this.nextBatch = batch;
    this.running = loaded.then(
      () => {},
      () => {},
    );
    return batch;
  }

  /** Keeps what a load read, each offer drawn (and handed to the load's waiters). */
  private keep(ids: readonly string[], loaded: Loaded): void {
    const now = this.now();
    for (const asked of ids) {
      // The table keeps an id of its own, not the asking request's text (a part of its query
      // that would keep the whole query alive); the offers hand it on to the counts.
      const id = Buffer.from(asked, 'latin1').toString('latin1');
      const release = loaded.releases.get(id) ?? UNKNOWN;
      const expiresAt = release.status === 'available' ? release.expiresAt : undefined;
      const until = Math.min(now + this.ttlMs, expiresAt ?? Number.POSITIVE_INFINITY);
      const { current, update } = drawOffer(id, release);
      const entry: Entry = { id, release, current, update, until, held: expiresAt !== undefined };
      loaded.drawn.set(asked, entry);
      if (until <= now) continue;
      // Set anew, an id goes to the end of the order.
      this.entries.delete(id);
      this.entries.set(id, entry);
      if (this.entries.size > this.maxEntries) {
        this.entries.delete(this.entries.keys().next().value as string);
      }
    }
  }
}

/**
 * An offer (the entry itself, so a check reads one object per id) and when it is to be read
 * again; a held offer (a staged release's, `held`) is never given past that moment, its
 * promotion.
 */
interface Entry extends DrawnOffer {
  until: number;
  held: boolean;
}

/** What a load read, and its offers drawn (a load the table no longer keeps draws on demand). */
interface Loaded {
  releases: Map<string, Release>;
  drawn: Map<string, DrawnOffer>;
}

/** Ids waiting for one load, and the load's answer. */
interface Batch {
  ids: Set<string>;
  loaded: Promise<Loaded>;
}
