import { describe, expect, it } from 'vitest';
import { NameIndex } from './text-index.js';

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
