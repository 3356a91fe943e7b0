import { grownUint32, PackedStrings, SortedTexts } from './packed-strings.js';
import { type PackedSet, PostingTable, packedHolds, packSet, Unpacker } from './posting-table.js';
import { type DocSet, EMPTY, holds, intersect, prefixRange, unionAll } from './sorted-sets.js';

/** Substrings up to this many code units have their own set of documents. */
const GRAM = 3;
/**
 * Prefixes up to this many code units have their own set; longer ones use a sorted list: up to
 * the three letters after which few names or words share a start.
 */
const NAME_PREFIX = 3;
const WORD_PREFIX = 3;

/** Candidates few enough to check one by one rather than narrow further. */
const INTERSECT_ENOUGH = 32;

/** Words of a description: runs of letters and digits in any script. */
const WORD = /[\p{L}\p{N}]+/gu;

export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * A number naming the `length` code units of `text` from `start` (at most three): cheaper to
 * hash than a string, and no substring is made.
 */
function gramKey(text: string, start: number, length: number): number {
  let key = 0;
  for (let i = 0; i < length; i++) key = key * 65537 + text.charCodeAt(start + i) + 1;
  return key;
}

/**
 * Finds short texts (item names) by substring, by prefix and by the start of a later word.
 * Documents are added in ascending number; every answer is ascending.
 *
 * Substrings of up to three code units have a precomputed set, so the one- and two-letter
 * keywords that match much of a catalog cost a map lookup. A longer keyword takes the set of
 * its rarest three-letter part and keeps the documents whose text really contains it.
 */
export class NameIndex {
  /** Every document's texts, packed: text `t` of document `d` is from `textStart[d]` on. */
  private readonly texts = new PackedStrings();
  private textStart = new Uint32Array(1);
  private documents = 0;
  private readonly grams = new PostingTable<number>();
  private readonly starts = new PostingTable<number>();
  private readonly wordStarts = new PostingTable<number>();
  private readonly wholeEntries: { text: string; doc: number }[] = [];
  private readonly tailEntries: { text: string; doc: number }[] = [];
  private whole: SortedTexts | null = null;
  private tails: SortedTexts | null = null;
  /** The distinct words of the texts (split at spaces), the documents of each, and their grams. */
  private readonly wordIds = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly wordDocs = new PostingTable<number>();
  private readonly wordGrams = new PostingTable<number>();
  /**
   * One copy of each distinct text and later part while the index is built: a large catalog
   * repeats names, and each document would otherwise hold its own copies.
   */
  private readonly shared = new Map<string, string>();

  get size(): number {
    return this.documents;
  }

  /** Adds the next document with its lower-cased texts. */
  add(given: readonly string[]): number {
    const doc = this.documents++;
    const texts = given.map((text) => this.share(text));
    for (const text of texts) this.texts.add(text);
    this.textStart = grownUint32(this.textStart, this.documents + 1);
    this.textStart[this.documents] = this.texts.size;
    for (const text of texts) {
      for (const word of text.split(' ')) {
        if (word === '') continue;
        let id = this.wordIds.get(word);
        if (id === undefined) {
          id = this.words.length;
          this.wordIds.set(word, id);
          this.words.push(word);
        }
        this.wordDocs.add(id, doc);
      }
      this.wholeEntries.push({ text, doc });
      for (let n = 1; n <= NAME_PREFIX && n <= text.length; n++) {
        this.starts.add(gramKey(text, 0, n), doc);
      }
      for (let i = 0; i < text.length; i++) {
        for (let n = 1; n <= GRAM && i + n <= text.length; n++) {
          this.grams.add(gramKey(text, i, n), doc);
        }
        if (text.charCodeAt(i) === 32 && i + 1 < text.length) {
          this.tailEntries.push({ text: this.share(text.slice(i + 1)), doc });
          for (let n = 1; n <= NAME_PREFIX && i + 1 + n <= text.length; n++) {
            this.wordStarts.add(gramKey(text, i + 1, n), doc);
          }
        }
      }
    }
    return doc;
  }

  private share(text: string): string {
    const known = this.shared.get(text);
    if (known !== undefined) return known;
    this.shared.set(text, text);
    return text;
  }

  /** Freezes the index; call once after the last `add`. */
  finish(): this {
    this.shared.clear();
    this.grams.finish();
    this.starts.finish();
    this.wordStarts.finish();
    this.texts.trim();
    this.textStart = this.textStart.slice(0, this.documents + 1);
    this.wordDocs.finish();
    for (let id = 0; id < this.words.length; id++) {
      const word = this.words[id] as string;
      for (let i = 0; i + GRAM <= word.length; i++) this.wordGrams.add(gramKey(word, i, GRAM), id);
    }
    this.wordGrams.finish();
    this.wordIds.clear();
    this.whole = new SortedTexts(this.wholeEntries.splice(0));
    this.tails = new SortedTexts(this.tailEntries.splice(0));
    return this;
  }

  /** Documents with a text equal to `keyword`. */
  equalTo(keyword: string): DocSet {
    return this.whole?.equalTo(keyword) ?? EMPTY;
  }

  /** Documents with a text starting with `keyword`. */
  startingWith(keyword: string): DocSet {
    if (keyword.length <= NAME_PREFIX) return this.starts.get(gramKey(keyword, 0, keyword.length));
    return this.whole?.startingWith(keyword) ?? EMPTY;
  }

  /** Documents with a text where a word after a space starts with `keyword`. */
  withWordStarting(keyword: string): DocSet {
    if (keyword.length <= NAME_PREFIX) {
      return this.wordStarts.get(gramKey(keyword, 0, keyword.length));
    }
    return this.tails?.startingWith(keyword) ?? EMPTY;
  }

  /** Documents with a text containing `keyword`. */
  containing(keyword: string): DocSet {
    if (keyword.length <= GRAM) return this.grams.get(gramKey(keyword, 0, keyword.length));
    if (!keyword.includes(' ')) return this.withWordContaining(keyword);
    // Documents holding every three-letter part, rarest first, then checked for the whole.
    const parts: DocSet[] = [];
    for (let i = 0; i + GRAM <= keyword.length; i++) {
      const set = this.grams.get(gramKey(keyword, i, GRAM));
      if (set.length === 0) return EMPTY;
      parts.push(set);
    }
    parts.sort((a, b) => a.length - b.length);
    let candidates = parts[0] as DocSet;
    for (let i = 1; i < parts.length && candidates.length > INTERSECT_ENOUGH; i++) {
      candidates = intersect(candidates, parts[i] as DocSet);
    }
    const out = new Uint32Array(candidates.length);
    let count = 0;
    for (let i = 0; i < candidates.length; i++) {
      const doc = candidates[i] as number;
      for (let t = this.textStart[doc] as number; t < (this.textStart[doc + 1] as number); t++) {
        if (this.texts.get(t).includes(keyword)) {
          out[count++] = doc;
          break;
        }
      }
    }
    return out.subarray(0, count);
  }

  /**
   * Documents with a word containing `keyword`, which has no space (so a text contains it
   * exactly when one of its words does): the few distinct words holding it are found through
   * their three-letter parts, and their documents merged, instead of checking every document
   * whose text holds each part.
   */
  private withWordContaining(keyword: string): DocSet {
    const parts: DocSet[] = [];
    for (let i = 0; i + GRAM <= keyword.length; i++) {
      const set = this.wordGrams.get(gramKey(keyword, i, GRAM));
      if (set.length === 0) return EMPTY;
      parts.push(set);
    }
    parts.sort((a, b) => a.length - b.length);
    let candidates = parts[0] as DocSet;
    for (let i = 1; i < parts.length && candidates.length > INTERSECT_ENOUGH; i++) {
      candidates = intersect(candidates, parts[i] as DocSet);
    }
    const sets: DocSet[] = [];
    for (let i = 0; i < candidates.length; i++) {
      const word = candidates[i] as number;
      if ((this.words[word] as string).includes(keyword)) sets.push(this.wordDocs.get(word));
    }
    return unionAll(sets, this.documents);
  }
}

/**
 * Finds long texts (descriptions) by the start of their words: a document matches a keyword
 * when, for every word of the keyword, one of its words starts with that word. Korean words
 * carry their particles at the end (메모로, 메모를), so a word start finds them.
 */
export class WordIndex {
  private documents = 0;
  private readonly table = new PostingTable<string>();
  private words: string[] = [];
  private prefixes = new Map<string, PackedSet>();
  private readonly unpacker = new Unpacker<string>();

  /** Adds the next document with its lower-cased texts. */
  add(texts: readonly string[]): number {
    const doc = this.documents++;
    for (const text of texts) for (const word of wordsOf(text)) this.table.add(word, doc);
    return doc;
  }

  /**
   * Freezes the index; call once after the last `add`. The sets of the short prefixes, which
   * match most of a catalog, are merged from the words here rather than for each keyword.
   */
  finish(): this {
    this.table.finish();
    this.words = [...this.table.keys()].sort();
    for (let length = 1; length <= WORD_PREFIX; length++) {
      let start = 0;
      while (start < this.words.length) {
        const prefix = (this.words[start] as string).slice(0, length);
        if (prefix.length < length) {
          start++;
          continue;
        }
        let end = start + 1;
        while (end < this.words.length && (this.words[end] as string).startsWith(prefix)) end++;
        this.prefixes.set(prefix, packSet(this.wordsUnion(start, end), this.documents));
        start = end;
      }
    }
    return this;
  }

  /** The documents of the words from `start` to `end` in sorted order. */
  private wordsUnion(start: number, end: number): DocSet {
    const sets = this.words.slice(start, end).map((word) => this.table.get(word));
    return unionAll(sets, this.documents);
  }

  private startingWith(prefix: string): DocSet {
    if (prefix.length <= WORD_PREFIX) return this.unpacker.get(prefix, this.prefixes.get(prefix));
    const [start, end] = prefixRange(this.words, prefix);
    return this.wordsUnion(start, end);
  }

  /**
   * Whether document `doc` matches `keyword` as `matching` says, reading only the sets of its
   * words' starts at `doc` instead of merging them.
   */
  matches(keyword: string, doc: number): boolean {
    const words = wordsOf(keyword);
    if (words.length === 0) return false;
    for (const word of new Set(words)) {
      if (word.length <= WORD_PREFIX) {
        const set = this.prefixes.get(word);
        if (!set || !packedHolds(set, doc)) return false;
        continue;
      }
      const [start, end] = prefixRange(this.words, word);
      let found = false;
      for (let i = start; i < end && !found; i++) {
        found = holds(this.table.get(this.words[i] as string), doc);
      }
      if (!found) return false;
    }
    return true;
  }

  /** Documents matching every word of `keyword`; none when it has no words. */
  matching(keyword: string): DocSet {
    const words = wordsOf(keyword);
    if (words.length === 0) return EMPTY;
    let result: DocSet | null = null;
    for (const word of new Set(words)) {
      const set = this.startingWith(word);
      result = result ? intersect(result, set) : set;
      if (result.length === 0) return EMPTY;
    }
    return result ?? EMPTY;
  }
}
