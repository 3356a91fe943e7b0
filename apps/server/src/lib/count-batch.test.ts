import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountBatch, type CountBatchOptions } from './count-batch.js';

/** A day's downloads of one version, as a counter of the install report would keep them. */
interface Downloads {
  itemId: string;
  version: string;
  downloads: number;
}

/** A batch whose writes land in `stored` (added up, as the real upserts add) or fail on demand. */
function downloadsBatch(overrides: Partial<CountBatchOptions<Downloads>> = {}) {
  const stored = new Map<string, number>();
  const writes: Downloads[][] = [];
  const warnings: string[] = [];
  let failing = false;
  const batch = new CountBatch<Downloads>({
    keyOf: (entry) => `${entry.itemId}@${entry.version}`,
    merge: (sum, entry) => {
      sum.downloads += entry.downloads;
    },
    write: async (rows) => {
      if (failing) throw new Error('database away');
      writes.push(rows);
      for (const row of rows) {
        const key = `${row.itemId}@${row.version}`;
        stored.set(key, (stored.get(key) ?? 0) + row.downloads);
      }
    },
    intervalMs: 1000,
    maxPending: 100,
    log: { warn: (_details, message) => warnings.push(message) },
    ...overrides,
  });
  return {
    batch,
    stored,
    writes,
    warnings,
    fail: (value: boolean) => {
      failing = value;
    },
  };
}

const download = (itemId: string, version = '1.0', downloads = 1): Downloads => ({
  itemId,
  version,
  downloads,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CountBatch', () => {
  it('adds up rows of one key in memory and writes them all in one write', async () => {
    const { batch, stored, writes } = downloadsBatch();
    const first = download('a');
    batch.add(first);
    batch.add(download('a'));
    batch.add(download('a', '2.0'));
    batch.add(download('b', '1.0', 3));
    // The caller's object is not the batch's sum.
    expect(first.downloads).toBe(1);
    expect(stored.size).toBe(0);
    expect(batch.size).toBe(3);

    await batch.flush();
    expect(writes).toHaveLength(1);
    expect(Object.fromEntries(stored)).toEqual({ 'a@1.0': 2, 'a@2.0': 1, 'b@1.0': 3 });
    expect(batch.size).toBe(0);
    // Nothing pending: no write at all.
    await batch.flush();
    expect(writes).toHaveLength(1);
  });

  it('writes on its own every interval once started, and what is left when closed', async () => {
    vi.useFakeTimers();
    const { batch, stored, writes } = downloadsBatch();
    batch.start();
    batch.add(download('a'));
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(stored.get('a@1.0')).toBe(1);

    batch.add(download('a'));
    await batch.close();
    expect(stored.get('a@1.0')).toBe(2);
    // Closed: the timer is gone.
    batch.add(download('a'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(writes).toHaveLength(2);
  });

  it('starts a write early once maxPending keys wait, so memory stays bounded', async () => {
    const { batch, writes } = downloadsBatch({ maxPending: 3 });
    batch.add(download('a'));
    batch.add(download('b'));
    expect(writes).toHaveLength(0);
    batch.add(download('c'));
    await batch.flush();
    expect(writes[0]?.map((row) => row.itemId)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the rows of a failed write for the next one, and never writes one row twice', async () => {
    const { batch, stored, writes, warnings, fail } = downloadsBatch();
    batch.add(download('a', '1.0', 2));
    fail(true);
    await batch.flush();
    expect(warnings).toEqual(['counts could not be written yet']);
    batch.add(download('a'));
    fail(false);
    await batch.flush();
    expect(writes).toHaveLength(1);
    expect(stored.get('a@1.0')).toBe(3);
  });

  it('writes in chunks with a turn of the event loop between them', async () => {
    const { batch, stored, writes } = downloadsBatch({ chunkSize: 2 });
    for (const id of ['a', 'b', 'c', 'd', 'e']) batch.add(download(id));
    // What waits for the loop (a request) runs between two statements, not after all of them.
    const order: string[] = [];
    setImmediate(() => order.push(`turn after ${writes.length} writes`));
    await batch.flush();
    expect(writes.map((rows) => rows.map((row) => row.itemId))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e'],
    ]);
    expect(order).toEqual(['turn after 1 writes']);
    expect(stored.size).toBe(5);
  });

  it('keeps only the chunks a failed write left unwritten, so none is counted twice', async () => {
    const stored = new Map<string, number>();
    let calls = 0;
    const batch = new CountBatch<Downloads>({
      keyOf: (entry) => entry.itemId,
      merge: (sum, entry) => {
        sum.downloads += entry.downloads;
      },
      write: async (rows) => {
        calls += 1;
        if (calls === 2) throw new Error('database away');
        for (const row of rows)
          stored.set(row.itemId, (stored.get(row.itemId) ?? 0) + row.downloads);
      },
      chunkSize: 2,
      intervalMs: 1000,
      maxPending: 100,
      log: { warn: () => {} },
    });
    for (const id of ['a', 'b', 'c', 'd', 'e']) batch.add(download(id));
    await batch.flush();
    expect(Object.fromEntries(stored)).toEqual({ a: 1, b: 1 });
    expect(batch.size).toBe(3);
    await batch.flush();
    expect(Object.fromEntries(stored)).toEqual({ a: 1, b: 1, c: 1, d: 1, e: 1 });
  });

  it('drops failed rows rather than grow past ten times maxPending', async () => {
    const { batch, stored, warnings, fail } = downloadsBatch({ maxPending: 2 });
    fail(true);
    for (let round = 0; round < 25; round += 1) {
      batch.add(download(`item${round}`));
      await batch.flush();
    }
    expect(warnings).toContain('counts could not be written and were dropped');
    expect(batch.size).toBeLessThanOrEqual(20);
    fail(false);
    await batch.flush();
    expect(stored.size).toBeGreaterThan(0);
  });

  it('writes one flush after another: rows added during a write go into the next', async () => {
    let release: () => void = () => {};
    const written: string[][] = [];
    const batch = new CountBatch<Downloads>({
      keyOf: (entry) => entry.itemId,
      merge: (sum, entry) => {
        sum.downloads += entry.downloads;
      },
      write: async (rows) => {
        written.push(rows.map((row) => row.itemId));
        if (written.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      intervalMs: 1000,
      maxPending: 100,
      log: { warn: () => {} },
    });
    batch.add(download('a'));
    const first = batch.flush();
    await vi.waitFor(() => expect(written).toEqual([['a']]));
    batch.add(download('b'));
    const second = batch.flush();
    await Promise.resolve();
    expect(written).toEqual([['a']]);
    release();
    await Promise.all([first, second]);
    expect(written).toEqual([['a'], ['b']]);
  });
});
