import { LANGUAGES, type Language } from '@lagoon/contract';
import type { CardNames } from './cards.js';
import { foldText, GroupIndex, RELEVANCE, type ResultFilter } from './group-index.js';
import {
  groupIndexOf,
  SEARCH_GROUP_CATEGORY_TYPE,
  SEARCH_GROUP_ORDER,
  type SearchGroup,
} from './groups.js';
import type { SearchRecord } from './index-queries.js';
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
  private readonly suggestionTexts: string[] = [];
  /** Per name, group and language: the best rank of an item carrying it, ABSENT if none. */
  private suggestionKeys = new Int32Array(0);
  private marks = new Uint32Array(0);
  private markGeneration = 0;

  private constructor(
    groups: SearchRecord[][],
    readonly size: number,
    private readonly cardNames: CardNames,
  ) {
    this.groups = groups.map((records) => new GroupIndex(records, cardNames));
  }

  /** Builds the index, pausing every few thousand items so the server keeps answering. */
  static async build(
    records: readonly SearchRecord[],
    cardNames: CardNames,
    signal?: AbortSignal,
  ): Promise<CatalogIndex> {
    const ranked = [...records].sort(
      (a, b) => b.usercount - a.usercount || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    const byGroup: SearchRecord[][] = SEARCH_GROUP_ORDER.map(() => []);
    const groupOf = ranked.map((record) => {
      const group = Math.max(0, groupIndexOf(record.productType));
      (byGroup[group] as SearchRecord[]).push(record);
      return group;
    });
    const index = new CatalogIndex(byGroup, ranked.length, cardNames);
    const added = new Int32Array(GROUPS);
    const suggestionOf = new Map<string, number>();
    const keys: number[] = [];
    for (let rank = 0; rank < ranked.length; rank++) {
      if (rank > 0 && rank % BUILD_SLICE === 0) {
        await pause();
        signal?.throwIfAborted();
      }
      const group = groupOf[rank] as number;
      (index.groups[group] as GroupIndex).add(added[group] as number);
      added[group] = (added[group] as number) + 1;
      for (const text of (ranked[rank] as SearchRecord).texts) {
        const name = text.name.trim();
        if (name === '') continue;
        let entry = suggestionOf.get(name);
        if (entry === undefined) {
          entry = index.suggestions.add([foldText(name)]);
          suggestionOf.set(name, entry);
          index.suggestionTexts.push(name);
          for (let slot = 0; slot < SLOTS; slot++) keys.push(ABSENT);
        }
        for (let language = 0; language < LANGUAGES.length; language++) {
          const own = inLanguage(text.locale, LANGUAGES[language] as Language);
          const key = (own ? 0 : ranked.length) + rank;
          const slot = entry * SLOTS + group * LANGUAGES.length + language;
          if (key < (keys[slot] as number)) keys[slot] = key;
        }
      }
    }
    for (const group of index.groups) {
      await pause();
      group.finish();
    }
    index.suggestions.finish();
    index.suggestionKeys = Int32Array.from(keys);
    index.marks = new Uint32Array(Math.max(index.suggestionTexts.length, 1));
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
      const textOf = (index: number) => this.suggestionTexts[candidates[index] as number] as string;
      order.sort(
        (a, b) => (keys[a] as number) - (keys[b] as number) || compareText(textOf(a), textOf(b)),
      );
      for (const index of order) {
        if (found.length >= need) break;
        found.push(candidates[index] as number);
      }
    }
    return found.slice(offset).map((entry) => this.suggestionTexts[entry] as string);
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
