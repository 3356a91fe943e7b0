import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { ClearedItems } from '../lib/clear-signal.js';
import type { CatalogIndex } from './catalog-index.js';
import { readCatalogIndex } from './index-build.js';
import { itemsFingerprint, loadSearchFingerprint, loadSearchRecordsOf } from './index-queries.js';

/** A periodic check waits at least this many times as long as the last one took. */
const CHECK_SHARE_INVERSE = 30;
/**
 * Changed items the index takes in one by one before a full build is due: each search
 * compares them one by one, so they stay few (a full build then takes them in).
 */
export const CHANGED_ITEMS_MAX = 1000;
/** While that build runs, changes are still taken in up to this many, then wait for it. */
const CHANGED_ITEMS_HELD_MAX = 4 * CHANGED_ITEMS_MAX;
/**
 * A periodic check that finds the database ahead of the index looks again after this long
 * before building anew: another server's change may have been read before its announcement
 * arrived here.
 */
const CONFIRM_MS = 1000;

/**
 * Keeps one server's search index in step with the database. The first build starts with the
 * server; searches wait for it. Afterwards the current index keeps answering while a new one
 * is built in the background and swapped in whole, so no search ever waits for a rebuild.
 *
 * Every catalog-cache clear (`changed()`), made by this server or, on PostgreSQL, announced by
 * another one, reaches the index. A clear naming the items it changed has those items' records
 * read again and taken into the current index (CatalogIndex.apply), within milliseconds; a
 * clear naming none (a category, a developer's name) rebuilds the index whole, and so does a
 * growing number of changed items (CHANGED_ITEMS_MAX). Changes during a build are taken in
 * again once it is swapped in; a clear naming no items during a build makes one more build.
 *
 * Every `checkMs` (or less often when a check takes long, as on a million items) the
 * database's search fingerprint is compared with what the index holds (its items' summary
 * counted from the index itself, and the developers and categories it was built with), which
 * catches writes made outside any server; a difference rebuilds the index.
 */
export class SearchIndexHolder {
  private current: CatalogIndex | null = null;
  private first: Promise<CatalogIndex> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private lastBuild = { endedAt: 0, tookMs: 0 };
  /** Full builds swapped in so far. */
  builds = 0;
  /** The developers' and categories' part of the fingerprint the index was built with. */
  private namesFingerprint = '';
  /** Items changed and not taken in yet. */
  private readonly pending = new Set<string>();
  private applying: Promise<void> | null = null;
  /** Taken-in changes, counted: a check compares only when none came during its read. */
  private applied = 0;
  /** Items changed since the running build began: taken in again once it is swapped in. */
  private sinceBuild: Set<string> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Ends a build under way when the server closes. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly checkMs: number,
  ) {}

  /** Starts the first build and the periodic check. */
  start(): void {
    this.first ??= this.rebuild().then(() => {
      if (!this.current) throw new Error('the search index could not be built');
      return this.current;
    });
    this.first.catch(() => {
      // Logged by rebuild; the next search starts another attempt.
      this.first = null;
    });
    if (!this.timer) this.scheduleCheck(this.checkMs);
  }

  /** The next periodic check, after `delayMs`. */
  private scheduleCheck(delayMs: number): void {
    if (this.closed) return;
    this.timer = setTimeout(async () => {
      const readMs = await this.check(true);
      // The check reads every findable item: on a large catalog the next one waits long
      // enough that checking never takes more than a small share of the database's time.
      this.scheduleCheck(Math.max(this.checkMs, readMs * CHECK_SHARE_INVERSE));
    }, delayMs);
    this.timer.unref();
  }

  stop(): void {
    this.closed = true;
    this.stopping.abort();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The index if it is built, without waiting. */
  get ready(): CatalogIndex | null {
    return this.current;
  }

  /** The current index, waiting for the first build if need be. */
  async index(): Promise<CatalogIndex> {
    if (this.current) return this.current;
    this.start();
    return this.first as Promise<CatalogIndex>;
  }

  /**
   * What visitors see changed: the items `items` alone (taken in one by one), or anything
   * (null: a new index is built soon).
   */
  changed(items: ClearedItems = null): void {
    if (items === null || items.length > CHANGED_ITEMS_MAX) {
      void this.rebuild();
      return;
    }
    if (!this.current && !this.running) return; // the first build reads them
    for (const id of items) {
      this.pending.add(id);
      this.sinceBuild?.add(id);
    }
    void this.takeIn();
  }

  /**
   * Reads the pending items' records and takes them into the current index, one batch at a
   * time; once the changed items pass CHANGED_ITEMS_MAX a full build starts.
   */
  private takeIn(): Promise<void> {
    if (this.applying) return this.applying;
    const run = async () => {
      try {
        while (this.pending.size > 0 && this.current && !this.closed) {
          if (this.current.changedCount + this.pending.size > CHANGED_ITEMS_HELD_MAX) {
            // The build takes them in; they are read again once it is swapped in.
            if (!this.running) void this.rebuild();
            break;
          }
          const ids = [...this.pending];
          this.pending.clear();
          const started = Date.now();
          const records = await loadSearchRecordsOf(this.db, ids);
          const index = this.current;
          index.apply(ids, records);
          this.applied++;
          this.log.debug(
            { items: ids.length, changedItems: index.changedCount, ms: Date.now() - started },
            'search index took in changed items',
          );
          if (index.changedCount > CHANGED_ITEMS_MAX && !this.running) void this.rebuild();
        }
      } catch (error) {
        if (!this.closed) {
          this.log.error({ err: error }, 'search index could not take in changed items');
          void this.rebuild();
        }
      }
    };
    // Cleared from a callback, which runs only after `applying` is set even when the run
    // finds nothing to do.
    this.applying = run().finally(() => {
      this.applying = null;
    });
    return this.applying;
  }

  /** Resolves once no build and no taking in is running or due (tests use it after a change). */
  async settled(): Promise<void> {
    while (this.running || this.applying) {
      await this.running;
      await this.applying;
    }
  }

  /**
   * Compares the database with the index now and rebuilds if they differ, as the periodic
   * check does; resolves when the index is current.
   */
  async refresh(): Promise<void> {
    await this.settled();
    await this.check(false);
    await this.settled();
  }

  /**
   * Rebuilds when the database no longer matches the index; resolves with the read's ms. With
   * `confirm`, a difference is read again after CONFIRM_MS (and the changes announced
   * meanwhile taken in) before it rebuilds.
   */
  private async check(confirm: boolean): Promise<number> {
    if (this.running || this.closed) return 0;
    const started = Date.now();
    let readMs = 0;
    try {
      for (let attempt = confirm ? 2 : 1; attempt > 0; attempt--) {
        await this.settled();
        const applied = this.applied;
        const read = Date.now();
        const fingerprint = await loadSearchFingerprint(this.db);
        readMs = Math.max(readMs, Date.now() - read);
        // A change taken in during the read may be in either: compared at the next check.
        if (this.running || this.applied !== applied || this.pending.size > 0) return readMs;
        if (this.holds(fingerprint)) return readMs;
        if (attempt > 1) await delay(CONFIRM_MS, undefined, { signal: this.stopping.signal });
      }
      await this.rebuild();
      return readMs;
    } catch (error) {
      if (!this.closed) this.log.warn({ err: error }, 'search index check failed');
      return Date.now() - started;
    }
  }

  /** Whether the index holds what the database's fingerprint sums up. */
  private holds(fingerprint: { items: string; names: string }): boolean {
    const index = this.current;
    if (!index) return false;
    return (
      fingerprint.names === this.namesFingerprint &&
      fingerprint.items === itemsFingerprint(index.summary())
    );
  }

  /**
   * One build at a time; a request during a build makes one more run after it. A build starts
   * no sooner after the last one ended than that one took, so a store whose catalog keeps
   * changing (on a million items a build takes minutes) spends at most half its time building.
   */
  private rebuild(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          const wait = this.lastBuild.endedAt + this.lastBuild.tookMs - Date.now();
          if (wait > 0) await delay(wait, undefined, { signal: this.stopping.signal });
          this.again = false;
          const started = Date.now();
          await this.buildOnce();
          this.lastBuild = { endedAt: Date.now(), tookMs: Date.now() - started };
        } while (this.again && !this.closed);
      } catch (error) {
        if (!this.closed) this.log.error({ err: error }, 'search index build failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async buildOnce(): Promise<void> {
    this.sinceBuild = new Set();
    try {
      await this.buildWhole();
      // Whatever changed while it was read is read again into the new index.
      for (const id of this.sinceBuild) this.pending.add(id);
    } finally {
      this.sinceBuild = null;
    }
    void this.takeIn();
  }

  private async buildWhole(): Promise<void> {
    const built = await readCatalogIndex(this.db, this.log, this.stopping.signal);
    this.current = built.index;
    this.namesFingerprint = built.names;
    this.builds++;
  }
}
