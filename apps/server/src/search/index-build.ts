import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { CatalogIndex } from './catalog-index.js';
import {
  loadCategoryNames,
  loadCreatorNames,
  loadSearchFingerprint,
  loadSearchRecords,
} from './index-queries.js';
import { RecordTable } from './record-table.js';

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads the whole findable catalog and builds its index, with the developers' and categories'
 * part of the fingerprint read first, so a change committed while the items are read makes the
 * next check build again (the items' part is counted from what the index holds).
 */
export async function readCatalogIndex(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  signal?: AbortSignal,
): Promise<{ index: CatalogIndex; names: string }> {
  const started = Date.now();
  const { names } = await loadSearchFingerprint(db);
  const [creators, categories] = await Promise.all([loadCreatorNames(db), loadCategoryNames(db)]);
  // Each batch's records go into columns at once: a million of them as objects would fill
  // the collected heap while the rest is read.
  const table = new RecordTable();
  let after = 0;
  for (;;) {
    const batch = await loadSearchRecords(db, after);
    if (batch.last === null) break;
    for (const record of batch.records) table.add(record);
    after = batch.last;
    await pause();
    signal?.throwIfAborted();
  }
  const loaded = Date.now();
  const items = table.size;
  const index = await CatalogIndex.build(
    table,
    {
      creators,
      categories,
      broken: (itemId, error) =>
        log.error({ err: error, itemId }, 'search card could not be presented'),
    },
    signal,
  );
  const memory = process.memoryUsage();
  log.info(
    {
      items,
      tableMb: Math.round(table.byteLength / 2 ** 20),
      readMs: loaded - started,
      buildMs: Date.now() - loaded,
      heapUsedMb: Math.round(memory.heapUsed / 2 ** 20),
      arrayBuffersMb: Math.round(memory.arrayBuffers / 2 ** 20),
      rssMb: Math.round(memory.rss / 2 ** 20),
    },
    'search index built',
  );
  return { index, names };
}
