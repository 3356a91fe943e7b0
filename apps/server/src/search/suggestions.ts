import { LANGUAGES, type Language } from '@lagoon/contract';
import {
  type ChangedItem,
  CONTAINS,
  compareRank,
  EQUAL,
  languageBits,
  NO_MATCH,
  nameTier,
} from './changed-items.js';
import { foldText } from './group-index.js';
import { grownUint32, PackedStrings } from './packed-strings.js';
import { NameIndex } from './text-index.js';

const SLOTS_PER_GROUP = LANGUAGES.length;
/** A suggestion's key when no item of the asked groups carries it. */
const ABSENT = 0x7fffffff;

/**
 * What a suggestion is ranked by within its kind of match: whether no item carrying it names
 * it in the interface language, then its best item. An item is a rank of the built index, or
 * an item changed since.
 */
interface Key {
  foreign: boolean;
  item: number | ChangedItem;
}

/** What changed since the build, as autocomplete needs it. */
export interface SuggestionChanges {
  /** Whether the built index's item of rank `rank` was changed or removed since. */
  removed(rank: number): boolean;
  /** The order of the built index's item of rank `rank` against a changed item. */
  compare(rank: number, item: ChangedItem): number;
  /** Entries one of whose items was removed: their stored keys may be too good. */
  dirty: ReadonlySet<number>;
  /** The changed items as they are now, of any group. */
  items: readonly ChangedItem[];
}

/**
 * The distinct names of the built index's items, for autocomplete. Each name (an entry) keeps,
 * per group and language, its best item's key, and the list of every item carrying it (by
 * rank, with the languages its locale is in), so a name whose best item changed is ranked
 * again from the rest.
 */
export class Suggestions {
  private readonly index = new NameIndex();
  private readonly texts = new PackedStrings();
  private readonly entryOf = new Map<string, number>();
  /** Per entry, group and language: the best rank of an item carrying it, ABSENT if none. */
  private keys = new Int32Array(1024 * 8);
  private pairEntries = new Uint32Array(1024);
  private pairRanks = new Uint32Array(1024);
  private pairOwn = new Uint8Array(1024);
  private pairs = 0;
  /** After `finish`: per entry, its items' ranks (ascending) from `itemStart[entry]` on. */
  private itemStart = new Uint32Array(1);
  private marks = new Uint32Array(0);
  private markGeneration = 0;
  private readonly slots: number;

  constructor(
    groups: number,
    /** Items of the built index; a key past it names no item in the interface language. */
    private readonly size: number,
    private readonly groupOfRank: Uint8Array,
  ) {
    this.slots = groups * SLOTS_PER_GROUP;
  }

  /** Adds the names of the item of rank `rank` (ranks are added in order). */
  add(rank: number, group: number, names: readonly string[], locales: readonly string[]): void {
    names.forEach((given, text) => {
      const name = given.trim();
      if (name === '') return;
      let entry = this.entryOf.get(name);
      if (entry === undefined) {
        entry = this.index.add([foldText(name)]);
        this.entryOf.set(name, entry);
        this.texts.add(name);
        if ((entry + 1) * this.slots > this.keys.length) {
          const bigger = new Int32Array(this.keys.length * 2);
          bigger.set(this.keys);
          this.keys = bigger;
        }
        this.keys.fill(ABSENT, entry * this.slots, (entry + 1) * this.slots);
      }
      const own = languageBits(locales[text] as string);
      for (let language = 0; language < LANGUAGES.length; language++) {
        const inIt = (own & (1 << language)) !== 0;
        const key = (inIt ? 0 : this.size) + rank;
        const slot = entry * this.slots + group * SLOTS_PER_GROUP + language;
        if (key < (this.keys[slot] as number)) this.keys[slot] = key;
      }
      const pair = this.pairs++;
      this.pairEntries = grownUint32(this.pairEntries, this.pairs);
      this.pairRanks = grownUint32(this.pairRanks, this.pairs);
      if (this.pairOwn.length < this.pairs) {
        const bigger = new Uint8Array(this.pairOwn.length * 2);
        bigger.set(this.pairOwn);
        this.pairOwn = bigger;
      }
      this.pairEntries[pair] = entry;
      this.pairRanks[pair] = rank;
      this.pairOwn[pair] = own;
    });
  }

  /** Freezes the names; lays each entry's items out together (a counting sort by entry). */
  finish(): void {
    const entries = this.texts.size;
    this.entryOf.clear();
    this.index.finish();
    this.texts.trim();
    this.keys = this.keys.slice(0, entries * this.slots);
    const start = new Uint32Array(entries + 1);
    for (let pair = 0; pair < this.pairs; pair++) {
      const entry = this.pairEntries[pair] as number;
      start[entry + 1] = (start[entry + 1] as number) + 1;
    }
    for (let entry = 0; entry < entries; entry++) {
      start[entry + 1] = (start[entry + 1] as number) + (start[entry] as number);
    }
    const cursor = start.slice(0, entries);
    const ranks = new Uint32Array(this.pairs);
    const own = new Uint8Array(this.pairs);
    for (let pair = 0; pair < this.pairs; pair++) {
      const entry = this.pairEntries[pair] as number;
      const at = cursor[entry] as number;
      ranks[at] = this.pairRanks[pair] as number;
      own[at] = this.pairOwn[pair] as number;
      cursor[entry] = at + 1;
    }
    this.itemStart = start;
    this.pairRanks = ranks;
    this.pairOwn = own;
    this.pairEntries = new Uint32Array(0);
    this.marks = new Uint32Array(Math.max(entries, 1));
  }

  /** The entries named exactly `name` (trimmed), for marking them dirty. */
  entriesNamed(name: string): number[] {
    const found: number[] = [];
    const set = this.index.equalTo(foldText(name));
    for (let i = 0; i < set.length; i++) {
      const entry = set[i] as number;
      if (this.texts.get(entry) === name) found.push(entry);
    }
    return found;
  }

  /** An entry's best item in the asked groups and language, or null when none is left. */
  private keyOf(
    entry: number,
    groups: readonly number[],
    position: number,
    changes: SuggestionChanges | null,
  ): Key | null {
    if (changes?.dirty.has(entry)) {
      // The stored key may name a removed item: the entry's items are walked best first.
      let fallback = -1;
      for (
        let at = this.itemStart[entry] as number;
        at < (this.itemStart[entry + 1] as number);
        at++
      ) {
        const rank = this.pairRanks[at] as number;
        if (changes.removed(rank) || !groups.includes(this.groupOfRank[rank] as number)) continue;
        if (((this.pairOwn[at] as number) & (1 << position)) !== 0)
          return { foreign: false, item: rank };
        if (fallback < 0) fallback = rank;
      }
      return fallback < 0 ? null : { foreign: true, item: fallback };
    }
    let key = ABSENT;
    for (const group of groups) {
      const value = this.keys[entry * this.slots + group * SLOTS_PER_GROUP + position];
      if (value !== undefined && value < key) key = value;
    }
    if (key === ABSENT) return null;
    return key < this.size
      ? { foreign: false, item: key }
      : { foreign: true, item: key - this.size };
  }

  private nextMark(): number {
    this.markGeneration = (this.markGeneration + 1) >>> 0;
    if (this.markGeneration === 0) {
      this.marks.fill(0);
      this.markGeneration = 1;
    }
    return this.markGeneration;
  }

  /**
   * One page of distinct names containing `keyword` for the search box: the name equal to it,
   * then names starting with it, then names with a later word starting with it, then the rest;
   * within each, names in `language` first, then by their most used item, then by name. Items
   * changed since the build count as they are now (`changes`).
   */
  complete(
    keyword: string,
    groups: readonly number[],
    offset: number,
    size: number,
    language: Language,
    changes: SuggestionChanges | null,
  ): string[] {
    const need = offset + size;
    const position = LANGUAGES.indexOf(language);
    const found: string[] = [];
    const mark = this.nextMark();
    const sets = [
      () => this.index.equalTo(keyword),
      () => this.index.startingWith(keyword),
      () => this.index.withWordStarting(keyword),
      () => this.index.containing(keyword),
    ];
    // The changed items' names, each under its best kind of match, with its best key.
    const changedNames = changes ? this.changedNames(keyword, groups, position, changes) : [];
    const compare = (a: Key, b: Key) => compareKeys(a, b, changes);
    for (let tier = EQUAL; tier <= CONTAINS && found.length < need; tier++) {
      const set = (sets[tier] as () => Uint32Array)();
      const candidates = new Map<string, Key>();
      for (let i = 0; i < set.length; i++) {
        const entry = set[i] as number;
        if (this.marks[entry] === mark) continue;
        const key = this.keyOf(entry, groups, position, changes);
        if (!key) continue;
        this.marks[entry] = mark;
        candidates.set(this.texts.get(entry), key);
      }
      // A name has one kind of match whoever carries it: these join this kind's candidates.
      for (const [name, key] of changedNames[tier] ?? []) {
        const known = candidates.get(name);
        if (!known || compare(key, known) < 0) candidates.set(name, key);
      }
      const order = [...candidates.entries()];
      order.sort(([aName, a], [bName, b]) => compare(a, b) || compareText(aName, bName));
      for (const [name] of order) {
        if (found.length >= need) break;
        found.push(name);
      }
    }
    return found.slice(offset);
  }

  /**
   * The names of changed items in the asked groups matching `keyword`, by their kind of match,
   * each with its best item's key.
   */
  private changedNames(
    keyword: string,
    groups: readonly number[],
    position: number,
    changes: SuggestionChanges,
  ): Map<string, Key>[] {
    const byTier = Array.from({ length: CONTAINS + 1 }, () => new Map<string, Key>());
    for (const item of changes.items) {
      if (!groups.includes(item.group)) continue;
      item.names.forEach((name, text) => {
        if (name === '') return;
        const tier = nameTier(item.folded[text] as string, keyword);
        if (tier === NO_MATCH) return;
        const key: Key = { foreign: ((item.own[text] as number) & (1 << position)) === 0, item };
        const names = byTier[tier] as Map<string, Key>;
        const known = names.get(name);
        if (!known || compareKeys(key, known, changes) < 0) names.set(name, key);
      });
    }
    return byTier;
  }
}

/** Two keys' order: a name in the interface language first, then by the best item. */
function compareKeys(a: Key, b: Key, changes: SuggestionChanges | null): number {
  if (a.foreign !== b.foreign) return a.foreign ? 1 : -1;
  const x = a.item;
  const y = b.item;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (typeof x === 'number') return (changes as SuggestionChanges).compare(x, y as ChangedItem);
  if (typeof y === 'number') return -(changes as SuggestionChanges).compare(y, x);
  return compareRank(x.usercount, x.id, y.usercount, y.id);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
