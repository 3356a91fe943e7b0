// What the growth step asks for: list pages, product pages and keywords, each path asked once,
// in a fixed shuffled order so every size and back end gets the same kinds of request.
import { EXTENSION_CATEGORIES } from '@lagoon/contract';
import { readJson } from './harness.js';

/** Fisher–Yates with a fixed seed, so every size gets the same order of kinds of request. */
function shuffled<T>(values: T[], seed: number): T[] {
  const out = [...values];
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  for (let index = out.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}

export function listPaths(): string[] {
  const paths = [];
  for (const category of EXTENSION_CATEGORIES) {
    for (const sort of ['popular', 'new']) {
      for (let offset = 0; offset < 500; offset += 10) {
        for (let size = 10; size < 15; size++) {
          paths.push(
            `/ajax/extensions?type=extension&sort=${sort}&category=${category}&size=${size}&offset=${offset}&hl=en`,
          );
        }
      }
    }
  }
  return shuffled(paths, 1);
}

interface Named {
  extensionId?: string;
  name?: string;
}

/** Product ids and name words from pages of the newest items of every category. */
export async function catalogSample(url: string): Promise<{ ids: string[]; words: string[] }> {
  const ids = new Set<string>();
  const words = new Set<string>();
  for (const category of EXTENSION_CATEGORIES) {
    for (let offset = 0; offset < 500; offset += 100) {
      const page = await readJson<{ items: Named[] }>(
        `${url}/ajax/extensions?type=extension&sort=new&category=${category}&size=100&offset=${offset}&hl=en`,
      );
      for (const item of page.items) {
        if (item.extensionId) ids.add(item.extensionId);
        for (const word of (item.name ?? '').toLowerCase().split(/\s+/)) {
          if (/^[a-z]{4,}$/.test(word)) words.add(word);
        }
      }
    }
  }
  return { ids: shuffled([...ids], 2), words: [...words].sort() };
}

/**
 * Keywords as visitors type them: a word or its first letters. Each also with several pages
 * and page sizes, so even a fast search does not run out of questions not asked before.
 */
export function searchPaths(words: string[]): string[] {
  const paths = [];
  for (const word of words) {
    for (let length = 3; length <= word.length; length++) {
      const keyword = encodeURIComponent(word.slice(0, length));
      for (let page = 0; page < 3; page++) {
        for (let size = 10; size < 60; size++) {
          paths.push(`/ajax/search2?keyword=${keyword}&page=${page}&size=${size}&hl=en`);
        }
      }
    }
  }
  return shuffled(paths, 3);
}
