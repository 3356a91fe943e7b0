/**
 * Sets of document numbers kept as ascending Uint32Arrays. Documents are numbered in the order
 * results are preferred, so an ascending walk visits the best documents first.
 */
export type DocSet = Uint32Array;

export const EMPTY: DocSet = new Uint32Array(0);

/**
 * Builds many sets at once while documents are added in ascending order: each (key, document)
 * pair goes into flat typed arrays, and `finish` lays every key's documents out in one array.
 * Typed arrays keep a large catalog's millions of pairs out of the garbage-collected heap.
 */
export class PostingTable<K> {
  private readonly ids = new Map<K, number>();
  private lastDoc = new Int32Array(1024);
  private pairKeys = new Uint32Array(1 << 16);
  private pairDocs = new Uint32Array(1 << 16);
  private pairs = 0;
  private offsets = new Uint32Array(1);
  private docs: Uint32Array = EMPTY;

  add(key: K, doc: number): void {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
      if (id >= this.lastDoc.length)
        this.lastDoc = grown(this.lastDoc, id + 1, (length) => new Int32Array(length));
      this.lastDoc[id] = -1;
    }
    if (this.lastDoc[id] === doc) return;
    this.lastDoc[id] = doc;
    if (this.pairs === this.pairKeys.length) {
      this.pairKeys = grown(this.pairKeys, this.pairs + 1, (length) => new Uint32Array(length));
      this.pairDocs = grown(this.pairDocs, this.pairs + 1, (length) => new Uint32Array(length));
    }
    this.pairKeys[this.pairs] = id;
    this.pairDocs[this.pairs] = doc;
    this.pairs++;
  }

  /** Lays the sets out (a counting sort by key, which keeps documents ascending). */
  finish(): this {
    const keys = this.ids.size;
    const offsets = new Uint32Array(keys + 1);
    for (let i = 0; i < this.pairs; i++) {
      const next = (this.pairKeys[i] as number) + 1;
      offsets[next] = (offsets[next] as number) + 1;
    }
    for (let id = 0; id < keys; id++) {
      offsets[id + 1] = (offsets[id + 1] as number) + (offsets[id] as number);
    }
    const cursor = offsets.slice(0, keys);
    const docs = new Uint32Array(this.pairs);
    for (let i = 0; i < this.pairs; i++) {
      const id = this.pairKeys[i] as number;
      docs[cursor[id] as number] = this.pairDocs[i] as number;
      cursor[id] = (cursor[id] as number) + 1;
    }
    this.offsets = offsets;
    this.docs = docs;
    this.pairKeys = new Uint32Array(0);
    this.pairDocs = new Uint32Array(0);
    this.lastDoc = new Int32Array(0);
    return this;
  }

  get(key: K): DocSet {
    const id = this.ids.get(key);
    if (id === undefined) return EMPTY;
    return this.docs.subarray(this.offsets[id], this.offsets[id + 1]);
  }

  keys(): IterableIterator<K> {
    return this.ids.keys();
  }

  get postings(): number {
    return this.docs.length;
  }
}

/** A copy of `array` at least `needed` long, doubling its length. */
function grown<T extends Uint32Array | Int32Array>(
  array: T,
  needed: number,
  make: (length: number) => T,
): T {
  let length = Math.max(array.length * 2, 1024);
  while (length < needed) length *= 2;
  const bigger = make(length);
  bigger.set(array);
  return bigger;
}

/** The documents in both sets. */
export function intersect(a: DocSet, b: DocSet): DocSet {
  const out = new Uint32Array(Math.min(a.length, b.length));
  let count = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out[count++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, count);
}

/** The documents in either set. */
export function union(a: DocSet, b: DocSet): DocSet {
  const out = new Uint32Array(a.length + b.length);
  let count = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    out[count++] = x <= y ? x : y;
    if (x <= y) i++;
    if (y <= x) j++;
  }
  while (i < a.length) out[count++] = a[i++] as number;
  while (j < b.length) out[count++] = b[j++] as number;
  return out.subarray(0, count);
}

/** Up to this many sets are merged pairwise; more go through a bitmap or a sort. */
const MERGED_SETS = 4;

/**
 * The documents in any of the sets. A few sets are merged; many small ones are sorted
 * together; many large ones go through a bitmap over the document range, which costs one pass
 * over it instead of a sort.
 */
export function unionAll(sets: readonly DocSet[], documents: number): DocSet {
  if (sets.length === 0) return EMPTY;
  if (sets.length <= MERGED_SETS) return sets.reduce((merged, set) => union(merged, set));
  let total = 0;
  for (const set of sets) total += set.length;
  if (total * 8 < documents) {
    const all = new Uint32Array(total);
    let offset = 0;
    for (const set of sets) {
      all.set(set, offset);
      offset += set.length;
    }
    all.sort();
    let count = 0;
    for (let i = 0; i < all.length; i++) {
      if (count === 0 || all[count - 1] !== all[i]) all[count++] = all[i] as number;
    }
    return all.subarray(0, count);
  }
  const marks = new Uint8Array(documents);
  for (const set of sets) for (let i = 0; i < set.length; i++) marks[set[i] as number] = 1;
  const out = new Uint32Array(Math.min(total, documents));
  let count = 0;
  for (let doc = 0; doc < documents; doc++) if (marks[doc] === 1) out[count++] = doc;
  return out.subarray(0, count);
}

/** First index in `sorted` whose string is not less than `value`. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The range of `sorted` (ascending by code unit) whose strings start with `prefix`. */
export function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  const start = lowerBound(sorted, prefix);
  // Strings with the prefix sit together from its lower bound on.
  let end = Math.max(start, lowerBound(sorted, `${prefix}\uffff`));
  while (end < sorted.length && (sorted[end] as string).startsWith(prefix)) end++;
  return [start, end];
}
