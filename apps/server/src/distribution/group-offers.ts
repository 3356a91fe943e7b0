import { ReleaseTable } from './release-table.js';
import type { Release } from './update-protocol.js';

/** Groups whose existence each server remembers; past it the list starts afresh. */
const KNOWN_GROUPS_MAX = 10_000;

export interface GroupOffersOptions {
  /** Whether the store has the group. */
  exists: (groupId: string) => Promise<boolean>;
  /** What the group's address offers for each id (every id asked for in the answer). */
  load: (groupId: string, ids: string[]) => Promise<Map<string, Release>>;
  /** Ids each group's table keeps, and how long an offer is kept without a clear. */
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}

/**
 * The update service's memory of browser groups: which groups exist, and per group a release
 * table (release-table.ts) of what the group's own address (`?group=`) offers, so a group's
 * browsers are answered from memory as the plain address's are. `forget()` drops all of it:
 * it is called on every clear of the catalog cache (an item approved, blocked, rolled back, a
 * staged release started, promoted or changed) and of the group policy (a group's mode, pilot
 * flag, entries, or the group itself), on this server or announced by another. A load under way
 * then answers whoever waits for it and is kept only by a table already dropped.
 */
export class GroupOffers {
  private tables = new Map<string, ReleaseTable>();
  private known = new Map<string, boolean | Promise<boolean>>();

  constructor(private readonly options: GroupOffersOptions) {}

  /** Whether the group exists: the answer itself once known, a promise the first time. */
  exists(groupId: string): boolean | Promise<boolean> {
    const known = this.known.get(groupId);
    if (known !== undefined) return known;
    if (this.known.size >= KNOWN_GROUPS_MAX) this.known.clear();
    const asked = this.options.exists(groupId);
    this.known.set(groupId, asked);
    asked.then(
      (exists) => {
        if (this.known.get(groupId) === asked) this.known.set(groupId, exists);
      },
      () => {
        if (this.known.get(groupId) === asked) this.known.delete(groupId);
      },
    );
    return asked;
  }

  /** What the group's address offers for each id (see ReleaseTable.offersOf). */
  offersOf(groupId: string, ids: readonly string[]) {
    return this.tableOf(groupId).offersOf(ids);
  }

  private tableOf(groupId: string): ReleaseTable {
    let table = this.tables.get(groupId);
    if (!table) {
      table = new ReleaseTable((missing) => this.options.load(groupId, missing), {
        maxEntries: this.options.maxEntries,
        ttlMs: this.options.ttlMs,
        ...(this.options.now ? { now: this.options.now } : {}),
      });
      this.tables.set(groupId, table);
    }
    return table;
  }

  /** Forgets every group's offers and which groups exist (see the class comment). */
  forget(): void {
    this.tables = new Map();
    this.known = new Map();
  }
}
