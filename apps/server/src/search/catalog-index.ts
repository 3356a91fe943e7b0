import { LANGUAGES, type Language } from '@lagoon/contract';
import type { CardNames } from './cards.js';
import { foldText, GroupIndex, RELEVANCE, type ResultFilter } from './group-index.js';
import {
  groupIndexOf,
  SEARCH_GROUP_CATEGORY_TYPE,
  SEARCH_GROUP_ORDER,
  type SearchGroup,
} from './groups.js';
import { PackedStrings } from './packed-strings.js';
import type { RecordTable } from './record-table.js';
import { NameIndex } from './text-index.js';

/** Items added between two pauses of a build, so other requests run meanwhile. */
const BUILD_SLICE = 2000;
const GROUPS = SEARCH_GROUP_ORDER.length;
const SLOTS = GROUPS * LANGUAGES.length;
/** A suggestion's key when no item of the asked groups carries it. */
const ABSENT = 0x7fffffff;

/** Whether a localization's locale (ko, en_US) is in `language`. */
function inLanguage(locale: string, language: Language): boolean {
  return locale === language || locale.startsWith(`${language}_`);
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SearchPage {
  /** Group positions in SEARCH_GROUP_ORDER with their count and the page's card JSON. */
  groups: { group: number; totalCount: number; cards: string[] }[];
}

/**
 * The findable catalog in memory, built from the database: one GroupIndex per result group,
 * and the distinct names for autocomplete. Autocomplete ranks names as search ranks items,
 * then puts names in the interface language first, then orders by the name's most used item.
 */
export class CatalogIndex {
  private readonly groups: GroupIndex[];
  private readonly suggestions = new NameIndex();
  private readonly suggestionTexts = new PackedStrings();
  /** Per name, group and language: the best rank of an item carrying it, ABSENT if none. */
  private suggestionKeys = new Int32Array(0);
  private marks = new Uint32Array(0);
  private markGeneration = 0;

  private constructor(
    table: RecordTable,
    groups: Uint32Array[],
    readonly size: number,
    private readonly cardNames: CardNames,
  ) {
    this.groups = groups.map((rows) => new GroupIndex(table, rows, cardNames));
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
    const counts = new Uint32Array(GROUPS);
    for (let rank = 0; rank < ranked.length; rank++) {
      const group = Math.max(
        0,
        groupIndexOf(table.string('productType', ranked[rank] as number) ?? ''),
      );
      groupOf[rank] = group;
      counts[group] = (counts[group] as number) + 1;
    }
    const byGroup = [...counts].map((count) => new Uint32Array(count));
    const added = new Uint32Array(GROUPS);
    for (let rank = 0; rank < ranked.length; rank++) {
      const group = groupOf[rank] as number;
      (byGroup[group] as Uint32Array)[added[group] as number] = ranked[rank] as number;
      added[group] = (added[group] as number) + 1;
    }
    const index = new CatalogIndex(table, byGroup, ranked.length, cardNames);
    added.fill(0);
    const suggestionOf = new Map<string, number>();
    let keys = new Int32Array(1024 * SLOTS);
    for (let rank = 0; rank < ranked.length; rank++) {
      if (rank > 0 && rank % BUILD_SLICE === 0) {
        await pause();
        signal?.throwIfAborted();
      }
      const group = groupOf[rank] as number;
      (index.groups[group] as GroupIndex).add(added[group] as number);
      added[group] = (added[group] as number) + 1;
      const row = ranked[rank] as number;
      const locales = table.localesOf(row);
      table.namesOf(row).forEach((given, text) => {
        const name = given.trim();
        if (name === '') return;
        let entry = suggestionOf.get(name);
        if (entry === undefined) {
          entry = index.suggestions.add([foldText(name)]);
          suggestionOf.set(name, entry);
          index.suggestionTexts.add(name);
          if ((entry + 1) * SLOTS > keys.length) {
            const bigger = new Int32Array(keys.length * 2);
            bigger.set(keys);
            keys = bigger;
          }
          keys.fill(ABSENT, entry * SLOTS, (entry + 1) * SLOTS);
        }
        for (let language = 0; language < LANGUAGES.length; language++) {
          const own = inLanguage(locales[text] as string, LANGUAGES[language] as Language);
          const key = (own ? 0 : ranked.length) + rank;
          const slot = entry * SLOTS + group * LANGUAGES.length + language;
          if (key < (keys[slot] as number)) keys[slot] = key;
        }
      });
    }
    suggestionOf.clear();
    table.dropDescriptions();
    for (const group of index.groups) {
      await pause();
      group.finish();
    }
    index.suggestions.finish();
    index.suggestionTexts.trim();
    index.suggestionKeys = keys.slice(0, index.suggestionTexts.size * SLOTS);
    index.marks = new Uint32Array(Math.max(index.suggestionTexts.size, 1));
    return index;
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
      groups: groups.map((group) => ({
        group,
        ...(this.groups[group] as GroupIndex).search(keyword, offset, size, language, filter),
      })),
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
   * within each, names in `language` first, then by their most used item, then by name.
   */
  complete(
    keyword: string,
    groups: readonly number[],
    offset: number,
    size: number,
    language: Language,
  ): string[] {
    const need = offset + size;
    const position = LANGUAGES.indexOf(language);
    const found: number[] = [];
    const mark = this.nextMark();
    const ranked = [
      () => this.suggestions.equalTo(keyword),
      () => this.suggestions.startingWith(keyword),
      () => this.suggestions.withWordStarting(keyword),
      () => this.suggestions.containing(keyword),
    ];
    for (const matches of ranked) {
      if (found.length >= need) break;
      const set = matches();
      const candidates: number[] = [];
      const keys: number[] = [];
      for (let i = 0; i < set.length; i++) {
        const entry = set[i] as number;
        if (this.marks[entry] === mark) continue;
        let key = ABSENT;
        for (const group of groups) {
          const value = this.suggestionKeys[entry * SLOTS + group * LANGUAGES.length + position];
          if (value !== undefined && value < key) key = value;
        }
        if (key === ABSENT) continue;
        this.marks[entry] = mark;
        candidates.push(entry);
        keys.push(key);
      }
      const order = candidates.map((_, index) => index);
      const textOf = (index: number) => this.suggestionTexts.get(candidates[index] as number);
      order.sort(
        (a, b) => (keys[a] as number) - (keys[b] as number) || compareText(textOf(a), textOf(b)),
      );
      for (const index of order) {
        if (found.length >= need) break;
        found.push(candidates[index] as number);
      }
    }
    return found.slice(offset).map((entry) => this.suggestionTexts.get(entry));
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
