/**
 * Measures, in one process and without a database, what taking changed items into the search
 * index costs against building it whole: `node --conditions=source --import tsx
 * bench/src/search-changes.ts [items]` (default 100,000). Items are generated
 * with names and descriptions from a few thousand made-up words in English and Korean.
 */
import { LANGUAGES } from '@lagoon/contract';
import { CatalogIndex } from '../../apps/server/src/search/catalog-index.js';
import { CHANGED_ITEMS_MAX } from '../../apps/server/src/search/index-holder.js';
import type { SearchRecord } from '../../apps/server/src/search/index-queries.js';
import { RecordTable } from '../../apps/server/src/search/record-table.js';

const ITEMS = Number(process.argv[2] ?? 100_000);
let seed = 29;
const next = () => {
  seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
  return seed / 2 ** 32;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
const SYLLABLES = ['ta', 'no', 'me', 'ri', 'kan', 'lo', 'pix', 'el', 'dar', 'mo', 'sync', 'ob'];
const HANGUL = ['메', '모', '장', '탭', '시', '계', '노', '트', '빠', '른'];
const word = () =>
  Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(SYLLABLES)).join('');
const koWord = () =>
  Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(HANGUL)).join('');
const TYPES = ['extension', 'extension', 'extension', 'sidebar', 'theme', 'app', 'pwa'];

function recordOf(n: number): SearchRecord {
  const texts = [
    {
      locale: 'en',
      name: `${word()} ${word()}`,
      description: Array.from({ length: 20 }, word).join(' '),
    },
  ];
  if (next() < 0.5) {
    texts.push({ locale: 'ko', name: `${koWord()} ${koWord()}`, description: koWord() });
  }
  return {
    id: n.toString(16).padStart(32, 'a'),
    productType: pick(TYPES),
    provider: null,
    usercount: Math.floor(next() ** 4 * 100_000),
    releasedAt: 1_700_000_000_000 + Math.floor(next() * 1e9),
    lastApprovedAt: 1_700_000_000_000 + n,
    likeCount: 0,
    ratingSum: 0,
    ratingCount: 0,
    blocked: false,
    visibility: 'LISTING',
    creatorId: null,
    defaultLocale: 'en',
    categoryCode: null,
    texts,
    iconKey: null,
    imageKey: null,
    themePhoto: null,
  };
}

const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

const records = Array.from({ length: ITEMS }, (_, n) => recordOf(n));
const table = new RecordTable();
for (const record of records) table.add(record);
let cpu = process.cpuUsage();
let wall = performance.now();
const index = await CatalogIndex.build(table, {
  creators: new Map(),
  categories: new Map(),
  broken: () => {},
});
console.log(
  `${ITEMS} items: full build ${(performance.now() - wall).toFixed(0)} ms (${cpuMs(cpu).toFixed(0)} ms CPU)`,
);

const keywords = [...Array.from({ length: 60 }, word), ...SYLLABLES, ...HANGUL, 'ta no'];
/** Mean ms of a search (two pages of each group) and an autocompletion per keyword. */
function searchMs(): { search: number; complete: number } {
  let started = performance.now();
  for (const keyword of keywords) {
    for (const offset of [0, 20]) index.search(keyword, [0, 1, 2], offset, 20, 'en');
  }
  const search = (performance.now() - started) / keywords.length / 2;
  started = performance.now();
  for (const keyword of keywords) index.complete(keyword, [0, 1, 2], 0, 10, 'en');
  return { search, complete: (performance.now() - started) / keywords.length };
}

/** Changes items (a new name, more users) one at a time until `count` are changed. */
function change(count: number): number[] {
  const times: number[] = [];
  while (index.changedCount < count) {
    const n = Math.floor(next() * ITEMS);
    const record = { ...(records[n] as SearchRecord), usercount: Math.floor(next() * 100_000) };
    record.texts = record.texts.map((text) => ({ ...text, name: `${word()} ${word()}` }));
    const started = performance.now();
    index.apply([record.id], [record]);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

searchMs();
for (const count of [0, 1, 100, CHANGED_ITEMS_MAX, 2 * CHANGED_ITEMS_MAX]) {
  cpu = process.cpuUsage();
  wall = performance.now();
  const times = change(count);
  const taken = times.length;
  const median = taken > 0 ? (times[taken >> 1] as number).toFixed(3) : '-';
  const { search, complete } = searchMs();
  console.log(
    `${count} changed items: ${taken} taken in, median ${median} ms each; ` +
      `search ${search.toFixed(3)} ms, autocomplete ${complete.toFixed(3)} ms (${LANGUAGES[0]})`,
  );
}
const memory = process.memoryUsage();
console.log(
  `heap ${Math.round(memory.heapUsed / 2 ** 20)} MiB, array buffers ${Math.round(memory.arrayBuffers / 2 ** 20)} MiB`,
);
