import { LANGUAGES, type Language, type SearchSort } from '@lagoon/contract';
import { type CardNames, cardJson } from './cards.js';
import type { RecordTable } from './record-table.js';
import { STORED_SORTS, type StoredSort, storedOrder } from './result-order.js';
import type { DocSet } from './sorted-sets.js';
import { NameIndex, WordIndex } from './text-index.js';

/** Which matches a page shows and in what order. */
export interface ResultFilter {
  sort: SearchSort;
  /** Only items filed under this category code; null for every item. */
  category: string | null;
}

export const RELEVANCE: ResultFilter = { sort: 'relevance', category: null };

/** A category filter that keeps every item, and one no item is filed under. */
export const ANY_CATEGORY = -1;
export const NO_CATEGORY = -2;

/** How texts are compared: lower case, white space collapsed, as keywords are read. */
export function foldText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Keywords of up to three letters match much of a catalog: their counts are kept once
 * computed, when large (so the memo stays bounded by the index's size, whatever visitors type).
 */
export const SHORT_KEYWORD = 3;
const KEPT_COUNT_MIN = 1000;
/** Card JSON kept per group and language: the cards of the most asked pages, not every item's. */
const CARDS_KEPT = 20_000;

/**
 * The findable items of one result group (extensions, wallpapers or apps). Items are numbered
 * from the most used (then by id), so walking any set of matches in ascending order visits the
 * most used first and a page is found without sorting the matches.
 *
 * An item ranks by its best name in any language: the whole name equal to the keyword, then a
 * name starting with it, then a later word of a name starting with it, then a name containing
 * it, then a description with words starting with each of the keyword's words. The other
 * orders (result-order.ts) walk a stored order of the whole group and keep the matches.
 *
 * Every order is total (ties end on the item's number), so while the index stands, the pages
 * of one search, order and category hold each match exactly once.
 *
 * The index itself never changes once built. Items changed since come with each search
 * (GroupChanges): the built documents they replaced are skipped and the changed items merged
 * in where a full build would have put them (merged-search.ts).
 */
export class GroupIndex {
  private readonly names = new NameIndex();
  private readonly descriptions = new WordIndex();
  /**
   * Card JSON by language, made when first shown and kept up to CARDS_KEPT each; null for an
   * item that cannot be shown.
   */
  private readonly cards = LANGUAGES.map(() => new Map<number, string | null>());
  /** Per document, the generation of the last search that marked it (see nextMark). */
  readonly marks: Uint32Array;
  private markGeneration = 0;
  private readonly shortCounts = new Map<string, number>();
  /** Each item's category as a small number (ANY_CATEGORY when it has none). */
  readonly categoryOf: Int32Array;
  private readonly categoryNumbers = new Map<string, number>();
  readonly orders = new Map<StoredSort, Uint32Array>();

  /** `rows` are the group's items' rows of `table` in rank order: most used first, then by id. */
  constructor(
    readonly table: RecordTable,
    readonly rows: Uint32Array,
    readonly cardNames: CardNames,
  ) {
    this.marks = new Uint32Array(Math.max(rows.length, 1));
    this.categoryOf = new Int32Array(rows.length).fill(ANY_CATEGORY);
  }

  /** Indexes the item numbered `doc` (items are added in order). */
  add(doc: number): void {
    const row = this.rows[doc] as number;
    this.names.add(this.table.namesOf(row).map(foldText));
    // Descriptions are split into words, so white space needs no folding.
    this.descriptions.add(this.table.descriptionsOf(row).map((text) => text.toLowerCase()));
    const categoryCode = this.table.string('categoryCode', row);
    if (categoryCode) {
      let number = this.categoryNumbers.get(categoryCode);
      if (number === undefined) {
        number = this.categoryNumbers.size;
        this.categoryNumbers.set(categoryCode, number);
      }
      this.categoryOf[doc] = number;
    }
  }

  finish(): void {
    this.names.finish();
    this.descriptions.finish();
    for (const sort of STORED_SORTS)
      this.orders.set(sort, storedOrder(this.table, this.rows, sort));
  }

  /**
   * How many items match (in the filter's category), and the card JSON of those from `offset`
   * on in the filter's order, `size` at most.
   */
  search(
    keyword: string,
    offset: number,
    size: number,
    language: Language,
    filter: ResultFilter = RELEVANCE,
  ): { totalCount: number; cards: string[] } {
    const category = this.categoryNumber(filter.category);
    if (category === NO_CATEGORY) return { totalCount: 0, cards: [] };
    const { named, describedSet } = this.matchSets(keyword);
    const found =
      filter.sort === 'relevance'
        ? this.byRelevance(keyword, named, describedSet, category, offset, offset + size)
        : this.inOrder(filter.sort, named, describedSet(), category, offset, offset + size);
    return {
      totalCount: found.totalCount,
      cards: found.picked.slice(offset).flatMap((doc) => this.card(doc, language) ?? []),
    };
  }

  /** ANY_CATEGORY for null, the number of a category code, NO_CATEGORY when no item has it. */
  categoryNumber(code: string | null): number {
    return code === null ? ANY_CATEGORY : (this.categoryNumbers.get(code) ?? NO_CATEGORY);
  }

  /**
   * The documents whose names contain `keyword`, and those whose descriptions match it, read
   * only when the count or the page needs them.
   */
  matchSets(keyword: string): { named: DocSet; describedSet: () => DocSet } {
    const named = this.names.containing(keyword);
    let described: DocSet | null = null;
    const describedSet = () => {
      described ??= this.descriptions.matching(keyword);
      return described;
    };
    return { named, describedSet };
  }

  /** Whether the description of document `doc` matches `keyword`, without building the set. */
  describes(keyword: string, doc: number): boolean {
    return this.descriptions.matches(keyword, doc);
  }

  /** The sets of each kind of match, best first (see the class). */
  rankedSets(keyword: string, named: DocSet, describedSet: () => DocSet): (() => DocSet)[] {
    return [
      () => this.names.equalTo(keyword),
      () => this.names.startingWith(keyword),
      () => this.names.withWordStarting(keyword),
      () => named,
      describedSet,
    ];
  }

  /**
   * The first `end` matches by relevance, walking each kind of match in item order; nothing is
   * walked when the page starts past the last match.
   */
  private byRelevance(
    keyword: string,
    named: DocSet,
    describedSet: () => DocSet,
    category: number,
    offset: number,
    end: number,
  ): { totalCount: number; picked: number[] } {
    const totalCount = this.count(keyword, named, describedSet, category);
    const wanted = Math.min(end, totalCount);
    const picked: number[] = [];
    if (wanted > offset) {
      const mark = this.nextMark();
      walk: for (const setOf of this.rankedSets(keyword, named, describedSet)) {
        const set = setOf();
        for (let i = 0; i < set.length; i++) {
          const doc = set[i] as number;
          if (this.marks[doc] === mark) continue;
          this.marks[doc] = mark;
          if (category !== ANY_CATEGORY && this.categoryOf[doc] !== category) continue;
          picked.push(doc);
          if (picked.length === wanted) break walk;
        }
      }
    }
    return { totalCount, picked };
  }

  /**
   * The first `end` matches in a stored order: every match in the category is marked (and
   * counted), then the order is walked until enough marked items are found. "popular" is the
   * items' own numbering, so it walks the numbers.
   */
  private inOrder(
    sort: Exclude<SearchSort, 'relevance'>,
    named: DocSet,
    described: DocSet,
    category: number,
    offset: number,
    end: number,
  ): { totalCount: number; picked: number[] } {
    const mark = this.nextMark();
    let totalCount = 0;
    for (const set of [named, described]) {
      for (let i = 0; i < set.length; i++) {
        const doc = set[i] as number;
        if (this.marks[doc] === mark) continue;
        if (category !== ANY_CATEGORY && this.categoryOf[doc] !== category) continue;
        this.marks[doc] = mark;
        totalCount++;
      }
    }
    const wanted = Math.min(end, totalCount);
    const picked: number[] = [];
    const order = sort === 'popular' ? null : (this.orders.get(sort) as Uint32Array);
    for (let i = 0; wanted > offset && i < this.rows.length && picked.length < wanted; i++) {
      const doc = order ? (order[i] as number) : i;
      if (this.marks[doc] === mark) picked.push(doc);
    }
    return { totalCount, picked };
  }

  /**
   * Items in either ascending set (in the category, unless ANY_CATEGORY); kept for short
   * keywords, which every visitor types.
   */
  count(keyword: string, a: DocSet, bOf: () => DocSet, category: number): number {
    const short = keyword.length <= SHORT_KEYWORD;
    const memo = category === ANY_CATEGORY ? keyword : `${category}\n${keyword}`;
    const known = short ? this.shortCounts.get(memo) : undefined;
    if (known !== undefined) return known;
    const b = bOf();
    const every = category === ANY_CATEGORY;
    const counts = (doc: number) => (every || this.categoryOf[doc] === category ? 1 : 0);
    let total = 0;
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      const x = a[i] as number;
      const y = b[j] as number;
      total += counts(x <= y ? x : y);
      if (x <= y) i++;
      if (y <= x) j++;
    }
    if (every) total += a.length - i + (b.length - j);
    else {
      while (i < a.length) total += counts(a[i++] as number);
      while (j < b.length) total += counts(b[j++] as number);
    }
    if (short && total >= KEPT_COUNT_MIN) this.shortCounts.set(memo, total);
    return total;
  }

  nextMark(): number {
    this.markGeneration = (this.markGeneration + 1) >>> 0;
    if (this.markGeneration === 0) {
      this.marks.fill(0);
      this.markGeneration = 1;
    }
    return this.markGeneration;
  }

  card(doc: number, language: Language): string | null {
    const kept = this.cards[LANGUAGES.indexOf(language)] as Map<number, string | null>;
    let json = kept.get(doc);
    if (json === undefined) {
      json = cardJson(this.table.record(this.rows[doc] as number), language, this.cardNames);
      // Searches for ever new words would otherwise keep a card for every item.
      if (kept.size >= CARDS_KEPT) kept.clear();
      kept.set(doc, json);
    }
    return json;
  }
}
