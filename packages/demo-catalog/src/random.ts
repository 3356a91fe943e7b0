import { createHash } from 'node:crypto';

/** A deterministic pseudo-random source, so every install seeds the same catalog. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** true with the given probability. */
  chance(probability: number): boolean;
  /** `count` distinct elements of a list, in random order. */
  sample<T>(list: readonly T[], count: number): T[];
}

/** Seeds a small, fast generator (sfc32) from any text through sha256. */
export function createRng(seed: string): Rng {
  const digest = createHash('sha256').update(seed).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[int(0, list.length - 1)]!;
  };
  const sample = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(count, copy.length));
  };
  return { next, int, pick, chance: (probability) => next() < probability, sample };
}

const ID_ALPHABET = 'abcdefghijklmnop';

/** An item id in the form of a Chromium extension id: 32 letters a to p. */
export function nextItemId(rng: Rng): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += ID_ALPHABET[rng.int(0, 15)];
  return id;
}

/**
 * A count spread on a log scale between min and max, so a catalog holds thousands, millions
 * and a few billions rather than clustering around one magnitude.
 */
export function logUniform(rng: Rng, min: number, max: number): number {
  const low = Math.log(min);
  const high = Math.log(max);
  return Math.round(Math.exp(low + rng.next() * (high - low)));
}

/** A date a random number of days (with a random time of day) before `now`. */
export function daysAgo(rng: Rng, now: Date, minDays: number, maxDays: number): Date {
  const days = minDays + rng.next() * (maxDays - minDays);
  return new Date(now.getTime() - Math.round(days * 86_400_000));
}

/** Lowercase words joined by hyphens: a file name that passes the upload rules. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
