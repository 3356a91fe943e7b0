import { describe, expect, it } from 'vitest';
import { PackedStrings, SortedTexts } from './packed-strings.js';
import { NameIndex, WordIndex, wordsOf } from './text-index.js';

/** Names as a catalog has them, several per item (its languages), some sharing words. */
const NAMES: string[][] = [
  ['tab manager', '탭 관리자'],
  ['sticker pack', '스티커 팩'],
  ['tab tracker pro'],
  ['stickers and tabs', '스티커와 탭'],
  ['quick note'],
  ['notebook sync', 'sync notes'],
  ['time tracker', '시간 기록기'],
  ['tracker'],
];

function build(): NameIndex {
  const index = new NameIndex();
  for (const texts of NAMES) index.add(texts);
  return index.finish();
}

/** The documents a plain scan finds: what the index must answer, in ascending order. */
function scanned(keyword: string): number[] {
  return NAMES.flatMap((texts, doc) => (texts.some((text) => text.includes(keyword)) ? [doc] : []));
}

describe('names containing a keyword', () => {
  const index = build();

  it('finds every item whose name holds the keyword inside a word, across words or in Korean', () => {
    const keywords = [
      'tracker',
      'racker',
      'sticker',
      'ticker',
      'note',
      'notes',
      'tabs',
      'sync',
      'ab t',
      'tab tr',
      'r pro',
      '스티커',
      '관리자',
      'missing',
      'kerx',
    ];
    for (const keyword of keywords) {
      expect([...index.containing(keyword)], keyword).toEqual(scanned(keyword));
    }
  });
});

describe('a catalog large enough that common parts are kept as bitmaps', () => {
  // 3,000 names and descriptions from a small vocabulary: single letters and common words
  // match most documents (kept as bitmaps), rare ones a few (kept as lists).
  const heads = ['tab', 'note', 'dark', 'quick', 'sticker', '메모', '탭', 'zebra'];
  const tails = ['manager', 'reader', 'sync', 'keeper', 'pad', '관리자', 'x'];
  const names: string[][] = [];
  const descriptions: string[][] = [];
  for (let doc = 0; doc < 3000; doc++) {
    const head = heads[(doc * 7) % heads.length] as string;
    const tail = tails[(doc * 11) % tails.length] as string;
    const rare = doc % 97 === 0 ? ` rare${doc}` : '';
    names.push([`${head} ${tail}${rare}`, ...(doc % 3 === 0 ? [`${tail}${head}`] : [])]);
    descriptions.push([
      `keeps your ${head}s in order${rare}`,
      doc % 5 === 0 ? '탭을 정리합니다' : '',
    ]);
  }
  const nameIndex = new NameIndex();
  for (const texts of names) nameIndex.add(texts);
  nameIndex.finish();
  const wordIndex = new WordIndex();
  for (const texts of descriptions) wordIndex.add(texts);
  wordIndex.finish();
  const scan = (texts: string[][], test: (text: string) => boolean) =>
    texts.flatMap((list, doc) => (list.some(test) ? [doc] : []));

  it('answers every kind of name match as a scan of the names would', () => {
    for (const keyword of [
      't',
      'a',
      'ab',
      'tab',
      'ta',
      'ager',
      'rare97',
      'rare',
      'x',
      '탭',
      '관리',
      'k s',
    ]) {
      expect([...nameIndex.containing(keyword)], keyword).toEqual(
        scan(names, (text) => text.includes(keyword)),
      );
      expect([...nameIndex.startingWith(keyword)], keyword).toEqual(
        scan(names, (text) => text.startsWith(keyword)),
      );
      expect([...nameIndex.withWordStarting(keyword)], keyword).toEqual(
        scan(names, (text) =>
          text
            .split(' ')
            .slice(1)
            .some((word) => word.startsWith(keyword)),
        ),
      );
    }
    expect([...nameIndex.equalTo('note sync')]).toEqual(
      scan(names, (text) => text === 'note sync'),
    );
  });

  it('finds descriptions by the starts of their words, short and long', () => {
    for (const keyword of [
      'k',
      'ke',
      'kee',
      'keeps',
      'order',
      'tabs',
      'rare194',
      'your da',
      '탭',
      'zz',
    ]) {
      const words = wordsOf(keyword);
      const expected = descriptions.flatMap((texts, doc) => {
        const own = texts.flatMap(wordsOf);
        return words.every((word) => own.some((w) => w.startsWith(word))) ? [doc] : [];
      });
      expect([...wordIndex.matching(keyword)], keyword).toEqual(expected);
    }
  });
});

describe('packed strings', () => {
  it('gives back every string as added, in any script, across chunk boundaries and in order', () => {
    const strings = new PackedStrings();
    const added: string[] = [];
    // About 6 MB: more than one chunk, so some strings sit at the start of a new chunk.
    for (let i = 0; i < 60_000; i++) {
      const value =
        i % 3 === 0 ? `탭 관리자 ${i}`.repeat(4) : i % 3 === 1 ? '' : `item-${i}-😀`.repeat(8);
      added.push(value);
      strings.add(value);
    }
    strings.trim();
    for (let i = 0; i < added.length; i += 7) expect(strings.get(i)).toBe(added[i]);
    expect(strings.get(added.length - 1)).toBe(added[added.length - 1]);
    expect(Math.sign(strings.compare(0, 2))).toBe(
      (added[0] as string) < (added[2] as string) ? -1 : 1,
    );
    expect(strings.compare(5, 5)).toBe(0);
  });

  it('finds texts equal to or starting with a keyword, each document once', () => {
    const texts = new SortedTexts([
      { text: 'tab manager', doc: 2 },
      { text: 'tab', doc: 1 },
      { text: 'tab', doc: 1 },
      { text: 'tabs', doc: 0 },
      { text: '탭', doc: 3 },
    ]);
    expect([...texts.equalTo('tab')]).toEqual([1]);
    expect([...texts.startingWith('tab')]).toEqual([0, 1, 2]);
    expect([...texts.startingWith('탭')]).toEqual([3]);
    expect([...texts.equalTo('ta')]).toEqual([]);
  });
});
