import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { CatalogIndex } from './catalog-index.js';
import {
  loadCategoryNames,
  loadCreatorNames,
  loadSearchFingerprint,
  loadSearchRecords,
} from './index-queries.js';
import { RecordTable } from './record-table.js';

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A periodic check waits at least this many times as long as the last one took. */
const CHECK_SHARE_INVERSE = 30;

/**
 * Keeps one server's search index in step with the database. The first build starts with the
 * server; searches wait for it. Afterwards the current index keeps answering while a new one
 * is built in the background and swapped in whole, so no search ever waits for a rebuild.
 *
 * A rebuild runs after every catalog-cache clear (`changed()`), made by this server or, on
 * PostgreSQL, announced by another one, and when the database's search fingerprint differs
 * from the one the index was built from (checked every `checkMs`, or less often when a check
 * takes long, as on a million items), which catches writes made outside any server. Changes
 * during a build trigger one more build after it.
 */
export class SearchIndexHolder {
  private current: CatalogIndex | null = null;
  private first: Promise<CatalogIndex> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private lastBuild = { endedAt: 0, tookMs: 0 };
  private fingerprint = '';
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
      const readMs = await this.check();
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

  /** This server changed what visitors see: build a new index soon. */
  changed(): void {
    void this.rebuild();
  }

  /** Resolves once no build is running or due (tests use it after a change). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Compares the database with the index now and rebuilds if they differ, as the periodic
   * check does; resolves when the index is current.
   */
  async refresh(): Promise<void> {
    await this.settled();
    await this.check();
    await this.settled();
  }

  /** Rebuilds when the database no longer matches the index; resolves with the read's ms. */
  private async check(): Promise<number> {
    if (this.running || this.closed) return 0;
    const started = Date.now();
    try {
      const fingerprint = await loadSearchFingerprint(this.db);
      const readMs = Date.now() - started;
      if (fingerprint !== this.fingerprint) await this.rebuild();
      return readMs;
    } catch (error) {
      this.log.warn({ err: error }, 'search index check failed');
      return Date.now() - started;
    }
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
    const started = Date.now();
    // Read first, so a change committed while the items are read makes the next check rebuild.
    const fingerprint = await loadSearchFingerprint(this.db);
    const [creators, categories] = await Promise.all([
      loadCreatorNames(this.db),
      loadCategoryNames(this.db),
    ]);
    // Each batch's records go into columns at once: a million of them as objects would fill
    // the collected heap while the rest is read.
    const table = new RecordTable();
    let after = 0;
    for (;;) {
      const batch = await loadSearchRecords(this.db, after);
      if (batch.last === null) break;
      for (const record of batch.records) table.add(record);
      after = batch.last;
      await pause();
      this.stopping.signal.throwIfAborted();
    }
    const loaded = Date.now();
    const items = table.size;
    this.current = await CatalogIndex.build(
      table,
      {
        creators,
        categories,
        broken: (itemId, error) =>
          this.log.error({ err: error, itemId }, 'search card could not be presented'),
      },
      this.stopping.signal,
    );
    this.fingerprint = fingerprint;
    const memory = process.memoryUsage();
    this.log.info(
      {
        items,
        tableMb: Math.round(table.byteLength / 2 ** 20),
        readMs: loaded - started,
        buildMs: Date.now() - loaded,
        heapUsedMb: Math.round(memory.heapUsed / 2 ** 20),
        arrayBuffersMb: Math.round(memory.arrayBuffers / 2 ** 20),
        rssMb: Math.round(memory.rss / 2 ** 20),
      },
      'search index built',
    );
  }
}
