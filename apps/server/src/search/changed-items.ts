import { LANGUAGES, type Language } from '@lagoon/contract';
import { type CardNames, cardJson } from './cards.js';
import { foldText } from './group-index.js';
import { groupIndexOf } from './groups.js';
import type { SearchRecord } from './index-queries.js';
import { averageScore } from './result-order.js';
import { lowerBound } from './sorted-sets.js';
import { wordsOf } from './text-index.js';

/** How a name matches a keyword, best first; a description match comes after every name's. */
export const EQUAL = 0;
export const STARTS = 1;
export const WORD_STARTS = 2;
export const CONTAINS = 3;
export const DESCRIBED = 4;
export const NO_MATCH = -1;

/**
 * An item that changed since the index was built, as it is now: searched one by one, beside
 * the built index, until the next full build takes it in. It carries what the built index
 * would have made of it: folded names, the words of its descriptions, its group.
 */
export interface ChangedItem {
  readonly id: string;
  readonly usercount: number;
  readonly group: number;
  /** The record without its descriptions (cards do not show them). */
  readonly record: SearchRecord;
  /** Each text's name trimmed, as autocomplete suggests it, and folded, as search reads it. */
  readonly names: readonly string[];
  readonly folded: readonly string[];
  /** Per text, a bit per LANGUAGES position whose language its locale is in. */
  readonly own: readonly number[];
  /** The distinct words of its descriptions, lower-cased and sorted. */
  readonly words: readonly string[];
  /** The average score "rating" orders by; -1 when unrated. */
  readonly average: number;
  readonly cards: (string | null | undefined)[];
}

/** Whether a localization's locale (ko, en_US) is in `language`. */
function inLanguage(locale: string, language: Language): boolean {
  return locale === language || locale.startsWith(`${language}_`);
}

/** A bit per LANGUAGES position whose language `locale` is in. */
export function languageBits(locale: string): number {
  return LANGUAGES.reduce(
    (bits, language, position) => (inLanguage(locale, language) ? bits | (1 << position) : bits),
    0,
  );
}

export function changedItem(record: SearchRecord): ChangedItem {
  const words = new Set<string>();
  for (const text of record.texts) {
    for (const word of wordsOf(text.description.toLowerCase())) words.add(word);
  }
  return {
    id: record.id,
    usercount: record.usercount,
    group: Math.max(0, groupIndexOf(record.productType)),
    record: { ...record, texts: record.texts.map((text) => ({ ...text, description: '' })) },
    names: record.texts.map((text) => text.name.trim()),
    folded: record.texts.map((text) => foldText(text.name)),
    own: record.texts.map((text) => languageBits(text.locale)),
    words: [...words].sort(),
    average: averageScore(record.ratingSum, record.ratingCount),
    cards: LANGUAGES.map(() => undefined),
  };
}

/** The item's card JSON in `language`, made once. */
export function changedCard(
  item: ChangedItem,
  language: Language,
  names: CardNames,
): string | null {
  const position = LANGUAGES.indexOf(language);
  let json = item.cards[position];
  if (json === undefined) {
    json = cardJson(item.record, language, names);
    item.cards[position] = json;
  }
  return json;
}

/** How a folded name matches `keyword`, as the built index's name sets do; NO_MATCH if not. */
export function nameTier(text: string, keyword: string): number {
  if (text === keyword) return EQUAL;
  if (text.startsWith(keyword)) return STARTS;
  for (let i = text.indexOf(' '); i >= 0 && i + 1 < text.length; i = text.indexOf(' ', i + 1)) {
    if (text.startsWith(keyword, i + 1)) return WORD_STARTS;
  }
  return text.includes(keyword) ? CONTAINS : NO_MATCH;
}

/**
 * How the item matches `keyword` (whose distinct description words are `keywordWords`): its
 * best name's tier, else DESCRIBED when for every word of the keyword one of its description's
 * words starts with it, else NO_MATCH.
 */
export function itemTier(
  item: ChangedItem,
  keyword: string,
  keywordWords: readonly string[],
): number {
  let best = NO_MATCH;
  for (const text of item.folded) {
    const tier = nameTier(text, keyword);
    if (tier !== NO_MATCH && (best === NO_MATCH || tier < best)) best = tier;
  }
  if (best !== NO_MATCH) return best;
  if (keywordWords.length === 0) return NO_MATCH;
  for (const word of keywordWords) {
    const at = lowerBound(item.words as string[], word);
    if (at >= item.words.length || !(item.words[at] as string).startsWith(word)) return NO_MATCH;
  }
  return DESCRIBED;
}

/** The distinct words of a keyword, as descriptions are matched. */
export function keywordWordsOf(keyword: string): string[] {
  return [...new Set(wordsOf(keyword))];
}

/**
 * The index's item order: the most used first, then by id (code point order, as the built
 * index compares ids' bytes; ids are ASCII).
 */
export function compareRank(
  aUsercount: number,
  aId: string,
  bUsercount: number,
  bId: string,
): number {
  if (aUsercount !== bUsercount) return bUsercount - aUsercount;
  return aId < bId ? -1 : aId > bId ? 1 : 0;
}
