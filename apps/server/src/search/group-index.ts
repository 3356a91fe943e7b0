import { LANGUAGES, type Language } from '@lagoon/contract';
import { type CardNames, cardJson } from './cards.js';
import type { SearchRecord } from './index-queries.js';
import type { DocSet } from './sorted-sets.js';
import { NameIndex, WordIndex } from './text-index.js';

/** How texts are compared: lower case, white space collapsed, as keywords are read. */
export function foldText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Keywords of up to three letters match much of a catalog: their counts are kept once
 * computed, when large (so the memo stays bounded by the index's size, whatever visitors type).
 */
const SHORT_KEYWORD = 3;
const KEPT_COUNT_MIN = 1000;

/**
 * The findable items of one result group (extensions, wallpapers or apps). Items are numbered
 * from the most used (then by id), so walking any set of matches in ascending order visits the
 * most used first and a page is found without sorting the matches.
 *
 * An item ranks by its best name in any language: the whole name equal to the keyword, then a
 * name starting with it, then a later word of a name starting with it, then a name containing
 * it, then a description with words starting with each of the keyword's words.
 */
export class GroupIndex {
  private readonly names = new NameIndex();
  private readonly descriptions = new WordIndex();
  /** Card JSON by language, made when first shown; null for an item that cannot be shown. */
  private readonly cards: (string | null | undefined)[][];
  private readonly marks: Uint32Array;
  private markGeneration = 0;
  private readonly shortCounts = new Map<string, number>();

  /** `records` must be in rank order: most used first, then by id. */
  constructor(
    private readonly records: readonly SearchRecord[],
    private readonly cardNames: CardNames,
  ) {
    this.cards = LANGUAGES.map(() => new Array<string | null | undefined>(records.length));
    this.marks = new Uint32Array(Math.max(records.length, 1));
  }

  /**
   * Indexes the item numbered `doc` (items are added in order). Its descriptions are dropped
   * from the record afterwards: cards do not show them and the index holds their words.
   */
  add(doc: number): void {
    const record = this.records[doc] as SearchRecord;
    this.names.add(record.texts.map((text) => foldText(text.name)));
    // Descriptions are split into words, so white space needs no folding.
    this.descriptions.add(record.texts.map((text) => text.description.toLowerCase()));
    for (const text of record.texts) text.description = '';
  }

  finish(): void {
    this.names.finish();
    this.descriptions.finish();
  }

  /** How many items match, and the card JSON of those from `offset` on, `size` at most. */
  search(
    keyword: string,
    offset: number,
    size: number,
    language: Language,
  ): { totalCount: number; cards: string[] } {
    const named = this.names.containing(keyword);
    // Descriptions are read only when the count or the page needs them.
    let described: DocSet | null = null;
    const describedSet = () => {
      described ??= this.descriptions.matching(keyword);
      return described;
    };
    const totalCount = this.count(keyword, named, describedSet);
    const need = Math.min(offset + size, totalCount);
    const picked: number[] = [];
    if (need > offset) {
      const mark = this.nextMark();
      const ranked: (() => DocSet)[] = [
        () => this.names.equalTo(keyword),
        () => this.names.startingWith(keyword),
        () => this.names.withWordStarting(keyword),
        () => named,
        describedSet,
      ];
      walk: for (const setOf of ranked) {
        const set = setOf();
        for (let i = 0; i < set.length; i++) {
          const doc = set[i] as number;
          if (this.marks[doc] === mark) continue;
          this.marks[doc] = mark;
          picked.push(doc);
          if (picked.length === need) break walk;
        }
      }
    }
    return {
      totalCount,
      cards: picked.slice(offset).flatMap((doc) => this.card(doc, language) ?? []),
    };
  }

  /** Items in either ascending set; kept for short keywords, which every visitor types. */
  private count(keyword: string, a: DocSet, bOf: () => DocSet): number {
    const short = keyword.length <= SHORT_KEYWORD;
    const known = short ? this.shortCounts.get(keyword) : undefined;
    if (known !== undefined) return known;
    const b = bOf();
    let total = 0;
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      const x = a[i] as number;
      const y = b[j] as number;
      if (x <= y) i++;
      if (y <= x) j++;
      total++;
    }
    total += a.length - i + (b.length - j);
    if (short && total >= KEPT_COUNT_MIN) this.shortCounts.set(keyword, total);
    return total;
  }

  private nextMark(): number {
    this.markGeneration = (this.markGeneration + 1) >>> 0;
    if (this.markGeneration === 0) {
      this.marks.fill(0);
      this.markGeneration = 1;
    }
    return this.markGeneration;
  }

  private card(doc: number, language: Language): string | null {
    const byLanguage = this.cards[LANGUAGES.indexOf(language)] as (string | null | undefined)[];
    let json = byLanguage[doc];
    if (json === undefined) {
      json = cardJson(this.records[doc] as SearchRecord, language, this.cardNames);
      byLanguage[doc] = json;
    }
    return json;
  }
}
