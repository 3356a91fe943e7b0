/**
 * Strings kept outside the garbage-collected heap: a million items' ids, names and picture keys
 * as JavaScript strings are millions of small objects the collector walks on every major
 * collection; here they are UTF-8 bytes in a few large chunks with where each one ends.
 */

/** Bytes per chunk; a string never spans two chunks. */
const CHUNK_BYTES = 1 << 22;

/** A Uint32Array at least `needed` long holding `array`'s values, doubling its length. */
export function grownUint32(
  array: Uint32Array<ArrayBuffer>,
  needed: number,
): Uint32Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  let length = Math.max(array.length * 2, 1024);
  while (length < needed) length *= 2;
  const bigger = new Uint32Array(length);
  bigger.set(array);
  return bigger;
}

/** FNV-1a over `bytes` from `start` to `end`. */
function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193);
  return hash >>> 0;
}

/** The hash PackedStrings' `hash` gives `text`. */
export function hashText(text: string): number {
  const bytes = Buffer.from(text, 'utf8');
  return hashBytes(bytes, 0, bytes.length);
}

/**
 * Strings numbered from 0 in the order they are added. A string's bytes sit in one chunk, whose
 * first string's number is in `chunkFirst`; `ends` holds where each string ends in its chunk
 * (it starts where the previous string ended, or at 0 for a chunk's first).
 */
export class PackedStrings {
  private chunks: Buffer[] = [];
  private chunk: Buffer = Buffer.alloc(0);
  private used = 0;
  private ends = new Uint32Array(0);
  private readonly chunkFirst: number[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Adds `value` and returns its number. */
  add(value: string): number {
    const bytes = Buffer.byteLength(value);
    if (this.used + bytes > this.chunk.length || this.chunks.length === 0) {
      this.chunk = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, bytes));
      this.chunks.push(this.chunk);
      this.chunkFirst.push(this.count);
      this.used = 0;
    }
    this.used += this.chunk.write(value, this.used, 'utf8');
    const number = this.count++;
    this.ends = grownUint32(this.ends, this.count);
    this.ends[number] = this.used;
    return number;
  }

  /** The chunk holding string `number`: the last whose first string is not after it. */
  private chunkOf(number: number): number {
    let low = 0;
    let high = this.chunkFirst.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((this.chunkFirst[middle] as number) <= number) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private startOf(number: number, chunk: number): number {
    return this.chunkFirst[chunk] === number ? 0 : (this.ends[number - 1] as number);
  }

  get(number: number): string {
    const chunk = this.chunkOf(number);
    return (this.chunks[chunk] as Buffer).toString(
      'utf8',
      this.startOf(number, chunk),
      this.ends[number],
    );
  }

  /**
   * Compares two strings by their UTF-8 bytes, which is code point order: the order of `<` for
   * the ASCII ids items have.
   */
  compare(a: number, b: number): number {
    const chunkA = this.chunkOf(a);
    const chunkB = this.chunkOf(b);
    return (this.chunks[chunkA] as Buffer).compare(
      this.chunks[chunkB] as Buffer,
      this.startOf(b, chunkB),
      this.ends[b],
      this.startOf(a, chunkA),
      this.ends[a] as number,
    );
  }

  /** A 32-bit hash of string `number`'s bytes, equal to `hashText` of the string. */
  hash(number: number): number {
    const chunk = this.chunkOf(number);
    return hashBytes(
      this.chunks[chunk] as Buffer,
      this.startOf(number, chunk),
      this.ends[number] as number,
    );
  }

  /** Returns the unused end of the last chunk and of the offset arrays; call after the last add. */
  trim(): this {
    if (this.chunks.length > 0 && this.used < this.chunk.length) {
      const exact = Buffer.allocUnsafeSlow(this.used);
      this.chunk.copy(exact, 0, 0, this.used);
      this.chunks[this.chunks.length - 1] = exact;
      this.chunk = exact;
    }
    this.ends = this.ends.slice(0, this.count);
    return this;
  }

  /** Bytes held. */
  get byteLength(): number {
    let bytes = this.ends.byteLength;
    for (const chunk of this.chunks) bytes += chunk.length;
    return bytes;
  }
}

/** Strings a catalog repeats (types, locales, categories, developers), each kept once, numbered. */
export class StringTable {
  private readonly numbers = new Map<string, number>();
  private readonly values: string[] = [];

  /** The number of `value`; -1 for null. */
  numberOf(value: string | null): number {
    if (value === null) return -1;
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.numbers.set(value, number);
      this.values.push(value);
    }
    return number;
  }

  /** The string numbered `number`; null for -1. */
  get(number: number): string | null {
    return number < 0 ? null : (this.values[number] as string);
  }
}

/**
 * Texts in code unit order, each with the document it came from, packed: a prefix is found by
 * binary search, reading only the few texts it compares with.
 */
export class SortedTexts {
  private readonly texts = new PackedStrings();
  readonly docs: Uint32Array;

  /** `entries` are sorted here; the caller's array is emptied. */
  constructor(entries: { text: string; doc: number }[]) {
    entries.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.doc - b.doc));
    this.docs = Uint32Array.from(entries, (entry) => entry.doc);
    for (const entry of entries) this.texts.add(entry.text);
    entries.length = 0;
    this.texts.trim();
  }

  /** First position whose text is not less than `value`. */
  private lowerBound(value: string): number {
    let low = 0;
    let high = this.docs.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.texts.get(middle) < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Distinct documents of the positions from `start` to `end`, ascending. */
  private docsBetween(start: number, end: number): Uint32Array {
    if (start >= end) return new Uint32Array(0);
    const docs = this.docs.slice(start, end).sort();
    let count = 0;
    for (let i = 0; i < docs.length; i++) {
      if (count === 0 || docs[count - 1] !== docs[i]) docs[count++] = docs[i] as number;
    }
    return docs.subarray(0, count);
  }

  /** Documents with a text starting with `prefix`. */
  startingWith(prefix: string): Uint32Array {
    const start = this.lowerBound(prefix);
    let end = Math.max(start, this.lowerBound(`${prefix}\uffff`));
    while (end < this.docs.length && this.texts.get(end).startsWith(prefix)) end++;
    return this.docsBetween(start, end);
  }

  /** Documents with a text equal to `text`. */
  equalTo(text: string): Uint32Array {
    const start = this.lowerBound(text);
    let end = start;
    while (end < this.docs.length && this.texts.get(end) === text) end++;
    return this.docsBetween(start, end);
  }

  get byteLength(): number {
    return this.texts.byteLength + this.docs.byteLength;
  }
}
