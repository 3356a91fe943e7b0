import type { Db } from '../db/database.js';
import { CountBatch } from '../lib/count-batch.js';
import { addInstallCounts } from './install-counts.js';
import type { CheckedVersion, InstallIncrement } from './install-increments.js';

/** Pending install counts are written this often. */
export const INSTALL_FLUSH_INTERVAL_MS = 10_000;
/**
 * Rows one statement writes; a write of more goes out in turns, so that on the embedded
 * database (one thread for the server and its statements) no write holds requests for long.
 */
const ROWS_PER_STATEMENT = 100;
/** More pending rows than this start a write at once. */
const MAX_PENDING_ROWS = 10_000;
/**
 * How long a version a write found unsigned is left out of the batch without a forget(), and
 * how many such versions are remembered (past it, they cost a row in the next write again).
 */
const UNSIGNED_TTL_MS = 5 * 60_000;
const UNSIGNED_MAX = 100_000;

/** How many of an item's rows its slot holds for a check to compare versions with. */
const SLOT_ROWS = 8;

/** The version a browser names for an item it does not have yet. */
const NOT_INSTALLED = '0.0.0.0';
const DAY_MS = 24 * 60 * 60 * 1000;

/** An increment under the day (UTC, YYYY-MM-DD) it counts for. */
type DayIncrement = InstallIncrement & { day: string };

/**
 * What an update check needs of one item, found with one lookup of its id: its rows pending in
 * the batch for today (usually one or two versions, compared as they are) and its versions found
 * unsigned. A check then costs no key text and no lookup of a long key.
 */
interface ItemSlot {
  rows: DayIncrement[];
  unsigned: Set<string> | undefined;
}

function mergeInto(sum: DayIncrement, entry: DayIncrement): void {
  sum.offered += entry.offered;
  sum.downloads += entry.downloads;
  sum.pageDownloads += entry.pageDownloads;
  sum.checks += entry.checks;
  sum.reported += entry.reported;
  if (
    entry.firstDownloadAt &&
    (!sum.firstDownloadAt || entry.firstDownloadAt < sum.firstDownloadAt)
  ) {
    sum.firstDownloadAt = entry.firstDownloadAt;
  }
  if (entry.lastDownloadAt && (!sum.lastDownloadAt || entry.lastDownloadAt > sum.lastDownloadAt)) {
    sum.lastDownloadAt = entry.lastDownloadAt;
  }
}

function emptyRow(day: string, itemId: string, version: string): DayIncrement {
  return {
    day,
    itemId,
    version,
    offered: 0,
    downloads: 0,
    pageDownloads: 0,
    checks: 0,
    reported: 0,
    firstDownloadAt: null,
    lastDownloadAt: null,
  };
}

/**
 * The install counts of update checks, downloads and companions' reports, kept in memory and
 * written in one statement per day every few seconds (lib/count-batch.ts): a request costs a
 * map lookup, not a statement. Rows of one item, version and day add up; a failed write keeps
 * them for the next; closing writes what is left.
 *
 * A write leaves out versions the store never signed (a browser's own build, an item that has
 * no package), so the counter remembers the ones its last writes left out and stops adding
 * them: under a fleet's checks they would otherwise be most of every write's rows. They are
 * forgotten after five minutes and on `forget()`, which the application calls whenever the
 * catalog changes on any server (a version is signed at an approval, a rollback or a release).
 */
export class InstallCounter {
  private readonly batch: CountBatch<DayIncrement>;
  private readonly now: () => number;
  /** Item → the versions of it found unsigned. */
  private unsigned = new Map<string, Set<string>>();
  private unsignedCount = 0;
  private unsignedSince: number;
  /** Bumped by forget(): a write that began before it adds nothing to `unsigned`. */
  private generation = 0;
  private dayNumber = -1;
  private dayText = '';
  /**
   * Item → its slot, for today's rows pending in the batch. Emptied when a write takes the
   * pending rows (its callback runs before it reads them: a row is never added to once read),
   * when the day turns, and when what is known of unsigned versions changes. A row missing
   * from a slot is looked up in the batch, which stays the one place rows are kept.
   */
  private slots = new Map<string, ItemSlot>();

  constructor(options: {
    db: Db;
    log: { warn: (details: object, message: string) => void };
    intervalMs?: number;
    now?: () => number;
  }) {
    this.now = options.now ?? Date.now;
    this.unsignedSince = this.now();
    this.batch = new CountBatch<DayIncrement>({
      keyOf: (entry) => `${entry.day}|${entry.itemId}|${entry.version}`,
      merge: mergeInto,
      write: async (entries) => {
        this.slots = new Map();
        const generation = this.generation;
        const byDay = new Map<string, DayIncrement[]>();
        for (const entry of entries) {
          const rows = byDay.get(entry.day);
          if (rows) rows.push(entry);
          else byDay.set(entry.day, [entry]);
        }
        for (const [day, rows] of byDay) {
          const written = await addInstallCounts(options.db, day, rows);
          if (generation === this.generation) this.rememberUnsigned(rows, written);
        }
      },
      intervalMs: options.intervalMs ?? INSTALL_FLUSH_INTERVAL_MS,
      chunkSize: ROWS_PER_STATEMENT,
      maxPending: MAX_PENDING_ROWS,
      log: options.log,
    });
  }

  /** Adds what one request saw, under the day (UTC) of `now`. */
  add(now: Date, increments: readonly InstallIncrement[]): void {
    const day = this.dayOf(now);
    this.expireUnsigned();
    for (const increment of increments) {
      if (this.isUnsigned(increment.itemId, increment.version)) continue;
      this.batch.add({ ...increment, day });
    }
  }

  /**
   * Adds what one update-check request saw (the same counts as `add` with checkIncrements'
   * increments): per extension, one offer of the version answered with, and one check of the
   * version the browser runs.
   */
  addChecks(now: Date, checked: readonly CheckedVersion[]): void {
    const day = this.dayOf(now);
    this.expireUnsigned();
    for (const check of checked) {
      const slot = this.slots.get(check.id) ?? this.slotOf(check.id);
      if (check.offered) this.rowIn(slot, day, check.id, check.offered).offered += 1;
      if (check.version !== NOT_INSTALLED && slot.unsigned?.has(check.version) !== true) {
        this.rowIn(slot, day, check.id, check.version).checks += 1;
      }
    }
  }

  /** Forgets the versions found unsigned: what the store signs may have changed. */
  forget(): void {
    this.generation++;
    this.slots = new Map();
    this.unsigned = new Map();
    this.unsignedCount = 0;
    this.unsignedSince = this.now();
  }

  /** Writes the pending counts now. */
  flush(): Promise<void> {
    return this.batch.flush();
  }

  /** Starts the periodic writes. */
  start(): void {
    this.batch.start();
  }

  /** Stops the periodic writes and writes what is pending. */
  close(): Promise<void> {
    return this.batch.close();
  }

  private slotOf(itemId: string): ItemSlot {
    const slot: ItemSlot = { rows: [], unsigned: this.unsigned.get(itemId) };
    this.slots.set(itemId, slot);
    return slot;
  }

  /** The pending row of the item's version today: from its slot, or the batch's (then kept). */
  private rowIn(slot: ItemSlot, day: string, itemId: string, version: string): DayIncrement {
    const rows = slot.rows;
    for (let index = 0; index < rows.length; index++) {
      const row = rows[index]!;
      if (row.version === version) return row;
    }
    const row = this.batch.rowOf(`${day}|${itemId}|${version}`, () =>
      emptyRow(day, itemId, version),
    );
    // Versions past the first few (browsers naming made-up ones) are found by their key.
    if (rows.length < SLOT_ROWS) rows.push(row);
    return row;
  }

  /** The UTC day of `now` as YYYY-MM-DD, made once per day rather than per request. */
  private dayOf(now: Date): string {
    const dayNumber = Math.floor(now.getTime() / DAY_MS);
    if (dayNumber !== this.dayNumber) {
      this.dayNumber = dayNumber;
      this.slots = new Map();
      this.dayText = now.toISOString().slice(0, 10);
    }
    return this.dayText;
  }

  private isUnsigned(itemId: string, version: string): boolean {
    return this.unsignedCount > 0 && this.unsigned.get(itemId)?.has(version) === true;
  }

  private expireUnsigned(): void {
    if (this.unsignedCount > 0 && this.now() - this.unsignedSince >= UNSIGNED_TTL_MS) {
      this.forget();
    }
  }

  /** Remembers the rows a write left out: versions the store has not signed. */
  private rememberUnsigned(
    rows: readonly DayIncrement[],
    written: readonly { itemId: string; version: string }[],
  ): void {
    if (written.length === rows.length) return;
    const kept = new Set(written.map((row) => `${row.itemId}|${row.version}`));
    if (this.unsignedCount === 0) this.unsignedSince = this.now();
    // A slot holds its item's set of unsigned versions as it was: new sets need new slots.
    this.slots = new Map();
    for (const row of rows) {
      if (kept.has(`${row.itemId}|${row.version}`) || this.unsignedCount >= UNSIGNED_MAX) continue;
      const versions = this.unsigned.get(row.itemId);
      if (versions?.has(row.version)) continue;
      if (versions) versions.add(row.version);
      else this.unsigned.set(row.itemId, new Set([row.version]));
      this.unsignedCount++;
    }
  }
}
