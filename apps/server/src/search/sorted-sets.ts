/**
 * Sets of document numbers kept as ascending Uint32Arrays. Documents are numbered in the order
 * results are preferred, so an ascending walk visits the best documents first.
 */
export type DocSet = Uint32Array;

export const EMPTY: DocSet = new Uint32Array(0);

/** Whether the ascending `set` holds `doc`. */
export function holds(set: DocSet, doc: number): boolean {
  let low = 0;
  let high = set.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((set[middle] as number) < doc) low = middle + 1;
    else high = middle;
  }
  return low < set.length && set[low] === doc;
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
