import { type DocSet, EMPTY, holds } from './sorted-sets.js';

/**
 * A set of documents as it is kept: an ascending list, or, when that would take more room (more
 * than one document in 32 of the range), a bitmap over the range. One- to three-letter parts
 * of names and descriptions match much of a large catalog; as bitmaps they cost an eighth of a
 * byte per document of the catalog instead of four bytes per match.
 */
export type PackedSet = DocSet | { bits: Uint32Array; count: number };

/** The smaller of a list and a bitmap of `set`, whose documents are below `documents`. */
export function packSet(set: DocSet, documents: number): PackedSet {
  if (set.length * 32 <= documents) return set;
  const bits = new Uint32Array(Math.ceil(documents / 32));
  for (let i = 0; i < set.length; i++) {
    const doc = set[i] as number;
    bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
  }
  return { bits, count: set.length };
}

/** Whether a kept set holds `doc`, without unpacking a bitmap. */
export function packedHolds(set: PackedSet, doc: number): boolean {
  if (set instanceof Uint32Array) return holds(set, doc);
  return doc >>> 5 < set.bits.length && ((set.bits[doc >>> 5] as number) & (1 << (doc & 31))) !== 0;
}

/** The ascending list of a bitmap's documents. */
function unpackBits(bits: Uint32Array, count: number): DocSet {
  const out = new Uint32Array(count);
  let n = 0;
  for (let word = 0; word < bits.length; word++) {
    let value = bits[word] as number;
    while (value !== 0) {
      const lowest = value & -value;
      out[n++] = (word << 5) + 31 - Math.clz32(lowest);
      value ^= lowest;
    }
  }
  return out;
}

/** Lists of the bitmaps read last, so a keyword searched again does not unpack them again. */
const UNPACKED_KEPT = 8;

/** Unpacks sets, keeping the last few bitmaps' lists. */
export class Unpacker<K> {
  private readonly kept = new Map<K, DocSet>();

  get(key: K, set: PackedSet | undefined): DocSet {
    if (set === undefined) return EMPTY;
    if (set instanceof Uint32Array) return set;
    let list = this.kept.get(key);
    if (list) {
      this.kept.delete(key);
    } else {
      list = unpackBits(set.bits, set.count);
      if (this.kept.size >= UNPACKED_KEPT) this.kept.delete(this.kept.keys().next().value as K);
    }
    this.kept.set(key, list);
    return list;
  }
}

/** Pair keys are stored in chunks of this many, so a growing table never copies them. */
const CHUNK = 1 << 20;

/**
 * Builds many sets at once while documents are added in ascending order, each document's keys
 * together: only the key of each (key, document) pair is stored, in typed-array chunks, with
 * where each document's keys start; `finish` lays every key's documents out in one array, or
 * in a bitmap for the keys most documents have. Typed arrays keep a large catalog's millions of
 * pairs out of the garbage-collected heap, and a pair costs four bytes while the table grows.
 */
export class PostingTable<K> {
  private readonly ids = new Map<K, number>();
  private lastDoc = new Int32Array(1024);
  private chunks: Uint32Array[] = [];
  private chunk: Uint32Array = EMPTY;
  private filled = CHUNK;
  private pairs = 0;
  /** Each document added and the number of pairs before its first. */
  private runDocs = new Uint32Array(1024);
  private runStarts = new Uint32Array(1024);
  private runs = 0;
  private offsets = new Uint32Array(1);
  private docs: Uint32Array = EMPTY;
  private readonly bitmaps = new Map<number, PackedSet>();
  private readonly unpacker = new Unpacker<number>();

  add(key: K, doc: number): void {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
      if (id >= this.lastDoc.length) this.lastDoc = grown(this.lastDoc, id + 1);
      this.lastDoc[id] = -1;
    }
    if (this.lastDoc[id] === doc) return;
    this.lastDoc[id] = doc;
    if (this.runs === 0 || this.runDocs[this.runs - 1] !== doc) {
      if (this.runs > 0 && doc < (this.runDocs[this.runs - 1] as number)) {
        throw new Error('documents must be added in ascending order');
      }
      if (this.runs === this.runDocs.length) {
        this.runDocs = grown(this.runDocs, this.runs + 1);
        this.runStarts = grown(this.runStarts, this.runs + 1);
      }
      this.runDocs[this.runs] = doc;
      this.runStarts[this.runs] = this.pairs;
      this.runs++;
    }
    if (this.filled === CHUNK) {
      this.chunk = new Uint32Array(CHUNK);
      this.chunks.push(this.chunk);
      this.filled = 0;
    }
    this.chunk[this.filled++] = id;
    this.pairs++;
  }

  /** Lays the sets out (a counting sort by key, which keeps documents ascending). */
  finish(): this {
    const keys = this.ids.size;
    const documents = this.runs > 0 ? (this.runDocs[this.runs - 1] as number) + 1 : 0;
    const chunkEnd = (index: number) => (index === this.chunks.length - 1 ? this.filled : CHUNK);
    const counts = new Uint32Array(keys);
    this.chunks.forEach((chunk, index) => {
      const end = chunkEnd(index);
      for (let i = 0; i < end; i++) {
        const id = chunk[i] as number;
        counts[id] = (counts[id] as number) + 1;
      }
    });
    // Keys most documents have go to bitmaps; the others share one array of lists.
    const offsets = new Uint32Array(keys + 1);
    const bitmapOf = new Int32Array(keys).fill(-1);
    const bitmaps: Uint32Array[] = [];
    for (let id = 0; id < keys; id++) {
      const count = counts[id] as number;
      const dense = count * 32 > documents;
      if (dense) {
        bitmapOf[id] = bitmaps.length;
        bitmaps.push(new Uint32Array(Math.ceil(documents / 32)));
      }
      offsets[id + 1] = (offsets[id] as number) + (dense ? 0 : count);
    }
    const cursor = offsets.slice(0, keys);
    const docs = new Uint32Array(offsets[keys] as number);
    let run = -1;
    let doc = 0;
    let nextRun = 0;
    let pair = 0;
    this.chunks.forEach((chunk, index) => {
      const end = chunkEnd(index);
      for (let i = 0; i < end; i++, pair++) {
        while (pair >= nextRun) {
          run++;
          doc = this.runDocs[run] as number;
          nextRun = run + 1 < this.runs ? (this.runStarts[run + 1] as number) : this.pairs;
        }
        const id = chunk[i] as number;
        const slot = bitmapOf[id] as number;
        if (slot >= 0) {
          const bitmap = bitmaps[slot] as Uint32Array;
          bitmap[doc >>> 5] = (bitmap[doc >>> 5] as number) | (1 << (doc & 31));
        } else {
          docs[cursor[id] as number] = doc;
          cursor[id] = (cursor[id] as number) + 1;
        }
      }
    });
    for (let id = 0; id < keys; id++) {
      const slot = bitmapOf[id] as number;
      if (slot >= 0)
        this.bitmaps.set(id, { bits: bitmaps[slot] as Uint32Array, count: counts[id] as number });
    }
    this.offsets = offsets;
    this.docs = docs;
    this.chunks = [];
    this.chunk = EMPTY;
    this.runDocs = new Uint32Array(0);
    this.runStarts = new Uint32Array(0);
    this.lastDoc = new Int32Array(0);
    return this;
  }

  get(key: K): DocSet {
    const id = this.ids.get(key);
    if (id === undefined) return EMPTY;
    const bitmap = this.bitmaps.get(id);
    if (bitmap) return this.unpacker.get(id, bitmap);
    return this.docs.subarray(this.offsets[id], this.offsets[id + 1]);
  }

  keys(): IterableIterator<K> {
    return this.ids.keys();
  }
}

/** A copy of `array` at least `needed` long, doubling its length. */
function grown<T extends Uint32Array | Int32Array>(array: T, needed: number): T {
  let length = Math.max(array.length * 2, 1024);
  while (length < needed) length *= 2;
  const bigger = new (array.constructor as new (length: number) => T)(length);
  bigger.set(array);
  return bigger;
}
