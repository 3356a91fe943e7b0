import type { Language } from '@lagoon/contract';
import type { CardNames } from './cards.js';
import { type ChangedItem, changedItem, compareRank } from './changed-items.js';
import { GroupIndex, RELEVANCE, type ResultFilter } from './group-index.js';
import {
  groupIndexOf,
  SEARCH_GROUP_CATEGORY_TYPE,
  SEARCH_GROUP_ORDER,
  type SearchGroup,
} from './groups.js';
import type { ItemsSummary, SearchRecord } from './index-queries.js';
import { type GroupChanges, searchWithChanges } from './merged-search.js';
import { hashText } from './packed-strings.js';
import type { RecordTable } from './record-table.js';
import { Suggestions } from './suggestions.js';

/** What an item adds to the fingerprint's items part. */
interface Counted {
  lastApprovedAt: number;
  blocked: boolean;
  usercount: number;
  likeCount: number;
  ratingCount: number;
  ratingSum: number;
}

/** Items added between two pauses of a build, so other requests run meanwhile. */
const BUILD_SLICE = 2000;
const GROUPS = SEARCH_GROUP_ORDER.length;

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SearchPage {
  /** Group positions in SEARCH_GROUP_ORDER with their count and the page's card JSON. */
  groups: { group: number; totalCount: number; cards: string[] }[];
}

/**
 * The findable catalog in memory, built from the database: one GroupIndex per result group,
 * and the distinct names for autocomplete (Suggestions).
 *
 * Items rank from the most used, then by id. The built parts never change; items that
 * changed since the build are taken in one by one (`apply`): their built documents are marked
 * removed and their current records kept beside the index (ChangedItem), and every search and
 * autocompletion merges both into the answer a full build would give. The holder builds anew
 * once the changed items grow past its bound.
 */
export class CatalogIndex {
  private readonly groups: GroupIndex[];
  private readonly suggestions: Suggestions;
  /** Built rows by id: open addressing on the id's hash, each slot a row + 1 (0 is empty). */
  private readonly idSlots: Uint32Array;
  private readonly removedRow: Uint8Array;
  private readonly groupChanges: GroupChanges[];
  /** Items changed since the build, by id: as they are now, or null when not findable. */
  private readonly changed = new Map<string, ChangedItem | null>();
  /** Suggestion entries one of whose built items was removed. */
  private readonly dirty = new Set<number>();
  private changedItems: ChangedItem[] = [];

  private constructor(
    private readonly table: RecordTable,
    /** Rows by rank; each rank's group and document in it; each row's rank. */
    private readonly ranked: Uint32Array,
    private readonly groupOfRank: Uint8Array,
    private readonly docOfRank: Uint32Array,
    private readonly rankOfRow: Uint32Array,
    groups: Uint32Array[],
    private readonly cardNames: CardNames,
  ) {
    this.groups = groups.map((rows) => new GroupIndex(table, rows, cardNames));
    this.groupChanges = groups.map((rows) => ({
      removed: new Uint8Array(rows.length),
      removedDocs: [],
      items: [],
    }));
    this.suggestions = new Suggestions(GROUPS, ranked.length, groupOfRank);
    this.removedRow = new Uint8Array(ranked.length);
    let slots = 1024;
    while (slots < ranked.length * 2) slots *= 2;
    this.idSlots = new Uint32Array(slots);
    for (let row = 0; row < ranked.length; row++) {
      let slot = table.idHash(row) & (slots - 1);
      while (this.idSlots[slot] !== 0) slot = (slot + 1) & (slots - 1);
      this.idSlots[slot] = row + 1;
    }
  }

  /** Items of the build; the changed ones are counted by `changedCount`. */
  get size(): number {
    return this.ranked.length;
  }

  /** Items changed since the build (found or not). */
  get changedCount(): number {
    return this.changed.size;
  }

  /**
   * Builds the index over every item of `table`, pausing every few thousand items so the
   * server keeps answering; the table's descriptions are dropped once read.
   */
  static async build(
    table: RecordTable,
    cardNames: CardNames,
    signal?: AbortSignal,
  ): Promise<CatalogIndex> {
    const usercount = table.column('usercount');
    const ranked = new Uint32Array(table.size);
    for (let row = 0; row < ranked.length; row++) ranked[row] = row;
    ranked.sort(
      (a, b) => (usercount[b] as number) - (usercount[a] as number) || table.compareIds(a, b),
    );
    const groupOf = new Uint8Array(ranked.length);
    const rankOfRow = new Uint32Array(ranked.length);
    const docOf = new Uint32Array(ranked.length);
    const counts = new Uint32Array(GROUPS);
    for (let rank = 0; rank < ranked.length; rank++) {
      const row = ranked[rank] as number;
      const group = Math.max(0, groupIndexOf(table.string('productType', row) ?? ''));
      groupOf[rank] = group;
      rankOfRow[row] = rank;
      docOf[rank] = counts[group] as number;
      counts[group] = (counts[group] as number) + 1;
    }
    const byGroup = [...counts].map((count) => new Uint32Array(count));
    for (let rank = 0; rank < ranked.length; rank++) {
      (byGroup[groupOf[rank] as number] as Uint32Array)[docOf[rank] as number] = ranked[
        rank
      ] as number;
    }
    const index = new CatalogIndex(table, ranked, groupOf, docOf, rankOfRow, byGroup, cardNames);
    for (let rank = 0; rank < ranked.length; rank++) {
      if (rank > 0 && rank % BUILD_SLICE === 0) {
        await pause();
        signal?.throwIfAborted();
      }
      const group = groupOf[rank] as number;
      (index.groups[group] as GroupIndex).add(docOf[rank] as number);
      const row = ranked[rank] as number;
      index.suggestions.add(rank, group, table.namesOf(row), table.localesOf(row));
    }
    table.dropDescriptions();
    for (const group of index.groups) {
      await pause();
      group.finish();
    }
    index.suggestions.finish();
    return index;
  }

  /** The built row of the item `id`, or -1. */
  private rowOf(id: string): number {
    const mask = this.idSlots.length - 1;
    for (let slot = hashText(id) & mask; this.idSlots[slot] !== 0; slot = (slot + 1) & mask) {
      const row = (this.idSlots[slot] as number) - 1;
      if (this.table.id(row) === id) return row;
    }
    return -1;
  }

  /**
   * Takes in a change of the items `ids`: `records` are those of them findable now (read
   * after the change), the others are no longer found.
   */
  apply(ids: Iterable<string>, records: readonly SearchRecord[]): void {
    const now = new Map(records.map((record) => [record.id, record]));
    for (const id of new Set(ids)) {
      const row = this.rowOf(id);
      if (row >= 0 && this.removedRow[row] === 0) this.removeRow(row);
      const record = now.get(id);
      if (record) this.changed.set(id, changedItem(record));
      else if (row >= 0) this.changed.set(id, null);
      else this.changed.delete(id);
    }
    this.changedItems = [...this.changed.values()].filter((item) => item !== null);
    this.groupChanges.forEach((changes, group) => {
      changes.items = this.changedItems.filter((item) => item.group === group);
    });
  }

  /** Leaves a built row out of every answer: its item changed or is no longer findable. */
  private removeRow(row: number): void {
    this.removedRow[row] = 1;
    const rank = this.rankOfRow[row] as number;
    const changes = this.groupChanges[this.groupOfRank[rank] as number] as GroupChanges;
    const doc = this.docOfRank[rank] as number;
    changes.removed[doc] = 1;
    (changes.removedDocs as number[]).push(doc);
    for (const given of this.table.namesOf(row)) {
      const name = given.trim();
      if (name !== '')
        for (const entry of this.suggestions.entriesNamed(name)) this.dirty.add(entry);
    }
  }

  /** What the fingerprint's items part counts, over the items as the index holds them now. */
  summary(): ItemsSummary {
    const summary: ItemsSummary = {
      count: 0,
      lastApprovedAt: -1,
      blocked: 0,
      usercount: 0,
      likeCount: 0,
      ratingCount: 0,
      ratingSum: 0,
    };
    const add = (item: Counted) => {
      summary.count++;
      summary.lastApprovedAt = Math.max(summary.lastApprovedAt, item.lastApprovedAt);
      if (item.blocked) summary.blocked++;
      summary.usercount += item.usercount;
      summary.likeCount += item.likeCount;
      summary.ratingCount += item.ratingCount;
      summary.ratingSum += item.ratingSum;
    };
    const { table } = this;
    for (let row = 0; row < this.ranked.length; row++) {
      if (this.removedRow[row] === 1) continue;
      add({
        lastApprovedAt: table.number('lastApprovedAt', row),
        blocked: table.blocked(row),
        usercount: table.number('usercount', row),
        likeCount: table.number('likeCount', row),
        ratingCount: table.number('ratingCount', row),
        ratingSum: table.number('ratingSum', row),
      });
    }
    for (const item of this.changedItems) add(item.record);
    return summary;
  }

  /**
   * One page per asked group (positions in SEARCH_GROUP_ORDER) of items matching `keyword`, in
   * the filter's order and category.
   */
  search(
    keyword: string,
    groups: readonly number[],
    offset: number,
    size: number,
    language: Language,
    filter: ResultFilter = RELEVANCE,
  ): SearchPage {
    return {
      groups: groups.map((group) => {
        const index = this.groups[group] as GroupIndex;
        const changes = this.groupChanges[group] as GroupChanges;
        const found =
          changes.removedDocs.length > 0 || changes.items.length > 0
            ? searchWithChanges(index, keyword, offset, size, language, filter, changes)
            : index.search(keyword, offset, size, language, filter);
        return { group, ...found };
      }),
    };
  }

  /**
   * Whether the store has the category `code` for the group at `group` (a position in
   * SEARCH_GROUP_ORDER), whether or not any item is filed under it.
   */
  hasCategory(group: number, code: string): boolean {
    const type = SEARCH_GROUP_CATEGORY_TYPE[SEARCH_GROUP_ORDER[group] as SearchGroup];
    return this.cardNames.categories.has(`${type}:${code}`);
  }

  /** One page of names for the search box (see Suggestions.complete). */
  complete(
    keyword: string,
    groups: readonly number[],
    offset: number,
    size: number,
    language: Language,
  ): string[] {
    const changes =
      this.changed.size === 0
        ? null
        : {
            removed: (rank: number) => this.removedRow[this.ranked[rank] as number] === 1,
            compare: (rank: number, item: ChangedItem) => {
              const row = this.ranked[rank] as number;
              const usercount = this.table.number('usercount', row);
              return compareRank(usercount, this.table.id(row), item.usercount, item.id);
            },
            dirty: this.dirty,
            items: this.changedItems,
          };
    return this.suggestions.complete(keyword, groups, offset, size, language, changes);
  }
}
