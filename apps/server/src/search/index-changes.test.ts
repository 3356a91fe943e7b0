import { LANGUAGES, SEARCH_SORTS } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import type { CardNames } from './cards.js';
import { CatalogIndex } from './catalog-index.js';
import type { SearchRecord } from './index-queries.js';
import { RecordTable } from './record-table.js';

/**
 * An index that took changes in item by item must answer every search and autocompletion as
 * an index built afresh from the same items does. The catalog is small but dense: names that
 * repeat across items and languages, shared words, ties in every order, three groups, a few
 * categories; the changes are those a store makes (publish, block, rename, a new version,
 * unpublish, counters moving).
 */

const TYPES = ['extension', 'sidebar', 'theme', 'app', 'pwa', 'shortcut'];
const CATEGORIES = [null, 'productivity', 'games', 'tools'];
const WORDS = ['note', 'notes', 'tab', 'tracker', 'clock', 'dark', 'mode', 'pad', '메모', '메모장'];
const KO_WORDS = ['메모', '메모장', '탭', '시계', '노트'];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

function idOf(n: number): string {
  return n
    .toString(16)
    .padStart(32, 'a')
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] as string);
}

function recordOf(n: number, next: () => number): SearchRecord {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const name = () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(WORDS)).join(' ');
  const texts = [
    {
      locale: pick(['en', 'en_US']),
      name: pick([name(), name(), 'Note']),
      description: `${pick(WORDS)} ${pick(WORDS)} keeps things`,
    },
  ];
  if (next() < 0.5)
    texts.push({
      locale: 'ko',
      name: `${pick(KO_WORDS)} ${pick(KO_WORDS)}`,
      description: `${pick(KO_WORDS)}로 저장합니다`,
    });
  const ratingCount = Math.floor(next() * 3);
  return {
    id: idOf(n),
    productType: pick(TYPES),
    provider: null,
    usercount: Math.floor(next() * 5) * 10,
    releasedAt: 1_700_000_000_000 + Math.floor(next() * 4) * 1000,
    lastApprovedAt: 1_700_000_000_000 + n,
    likeCount: Math.floor(next() * 3),
    ratingSum: ratingCount * (1 + Math.floor(next() * 5)),
    ratingCount,
    blocked: next() < 0.1,
    visibility: 'LISTING',
    creatorId: null,
    defaultLocale: 'en',
    categoryCode: pick(CATEGORIES),
    texts,
    iconKey: null,
    imageKey: null,
    themePhoto: null,
  };
}

const cardNames: CardNames = {
  creators: new Map(),
  categories: new Map(),
  broken: () => {
    throw new Error('every generated card is valid');
  },
};

async function built(records: Iterable<SearchRecord>): Promise<CatalogIndex> {
  const table = new RecordTable();
  for (const record of records) table.add(record);
  return CatalogIndex.build(table, cardNames);
}

const KEYWORDS = [
  'n',
  'no',
  'not',
  'note',
  'notes',
  'note pad',
  'tab',
  'a',
  'e',
  'mode',
  'dark m',
  'clock tab',
  'k',
  'keeps',
  'things',
  '메',
  '메모',
  '메모장',
  '노트',
  '저장',
  'zzz',
  'ote',
  'r',
];

/** Every answer of `index`, for every keyword, group, order, category, page and language. */
function answersOf(index: CatalogIndex): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  for (const keyword of KEYWORDS) {
    for (const language of LANGUAGES) {
      for (const groups of [[0], [1], [2], [0, 1, 2]]) {
        for (const [offset, size] of [
          [0, 5],
          [5, 5],
          [0, 500],
        ] as const) {
          const context = `${keyword} ${language} ${groups} ${offset}/${size}`;
          answers.set(context, index.complete(keyword, groups, offset, size, language));
          for (const sort of SEARCH_SORTS) {
            const categories = groups.length === 1 ? CATEGORIES : [null];
            for (const category of categories) {
              const filter = { sort, category };
              answers.set(
                `${context} ${sort} ${category}`,
                index.search(keyword, groups, offset, size, language, filter),
              );
            }
          }
        }
      }
    }
  }
  return answers;
}

/** Every answer of `a` equals `b`'s; the first that differs is shown with what it asked. */
function expectSameAnswers(a: CatalogIndex, b: CatalogIndex): void {
  const expected = answersOf(b);
  for (const [asked, answer] of answersOf(a)) {
    if (JSON.stringify(answer) !== JSON.stringify(expected.get(asked))) {
      expect(answer, asked).toEqual(expected.get(asked));
    }
  }
}

describe('an index taking changes in item by item', () => {
  it('answers as a fresh build after publishing, blocking, renaming, new versions and unpublishing', async () => {
    const next = random(29);
    const current = new Map<string, SearchRecord>();
    for (let n = 0; n < 300; n++) {
      const record = recordOf(n, next);
      current.set(record.id, record);
    }
    const index = await built(current.values());
    let added = 300;
    const ids = () => [...current.keys()];
    const pickId = () => ids()[Math.floor(next() * current.size)] as string;
    const steps: [string, () => string[]][] = [
      [
        'publish',
        () => {
          const record = recordOf(added++, next);
          current.set(record.id, record);
          return [record.id];
        },
      ],
      [
        'block',
        () => {
          const id = pickId();
          current.set(id, { ...(current.get(id) as SearchRecord), blocked: true });
          return [id];
        },
      ],
      [
        'rename',
        () => {
          const id = pickId();
          const record = current.get(id) as SearchRecord;
          const texts = record.texts.map((text, i) =>
            i === 0 ? { ...text, name: 'Note Pad Tracker' } : text,
          );
          current.set(id, { ...record, texts, lastApprovedAt: record.lastApprovedAt + 1 });
          return [id];
        },
      ],
      ['new version', () => [pickId()]],
      [
        'counters',
        () => {
          const id = pickId();
          const record = current.get(id) as SearchRecord;
          current.set(id, {
            ...record,
            usercount: record.usercount + 10,
            ratingCount: record.ratingCount + 1,
            ratingSum: record.ratingSum + 5,
          });
          return [id];
        },
      ],
      [
        'category',
        () => {
          const id = pickId();
          current.set(id, {
            ...(current.get(id) as SearchRecord),
            categoryCode: 'games',
            productType: 'app',
          });
          return [id];
        },
      ],
      [
        'unpublish',
        () => {
          const id = pickId();
          current.delete(id);
          return [id];
        },
      ],
      [
        'a name only a removed item had',
        () => {
          const id = pickId();
          const record = current.get(id) as SearchRecord;
          current.set(id, {
            ...record,
            texts: [{ locale: 'en', name: 'Lone Name', description: '' }],
          });
          return [id];
        },
      ],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [, step] of steps) {
        const changed = [step(), step()].flat();
        index.apply(
          changed,
          changed.flatMap((id) => current.get(id) ?? []),
        );
        expectSameAnswers(index, await built(current.values()));
      }
    }
    // The unpublished one's removal also removes its name once nobody else carries it.
    const lone = [...current.values()].filter((record) => record.texts[0]?.name === 'Lone Name');
    for (const record of lone) current.delete(record.id);
    index.apply(
      lone.map((record) => record.id),
      [],
    );
    expect(index.complete('lone', [0, 1, 2], 0, 10, 'en')).toEqual([]);
    expectSameAnswers(index, await built(current.values()));
  }, 120_000);

  it('counts what the fingerprint counts, before and after changes', async () => {
    const next = random(7);
    const records = Array.from({ length: 50 }, (_, n) => recordOf(n, next));
    const index = await built(records);
    const fresh = async () => (await built(records)).summary();
    expect(index.summary()).toEqual(await fresh());
    records[3] = { ...(records[3] as SearchRecord), usercount: 12_345, blocked: true };
    const gone = records.splice(7, 1)[0] as SearchRecord;
    const added = recordOf(99, next);
    records.push(added);
    index.apply([records[3]?.id as string, gone.id, added.id], [records[3] as SearchRecord, added]);
    expect(index.summary()).toEqual(await fresh());
    expect(index.changedCount).toBe(3);
  });
});
