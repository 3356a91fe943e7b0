import { describe, expect, it } from 'vitest';
import { ReleaseTable } from './release-table.js';
import type { Release } from './update-protocol.js';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const C = 'c'.repeat(32);

function offer(version: string, expiresAt?: number): Release {
  return {
    status: 'available',
    version,
    sha256: '0'.repeat(64),
    codebase: `https://store.test/crx/${A}/${version}.crx`,
    ...(expiresAt ? { expiresAt } : {}),
  };
}

/** A table over a fake store whose offers the test changes; it records every batch loaded. */
function tableOver(store: Map<string, Release>, clock = { now: 1_000_000 }) {
  const batches: string[][] = [];
  let gate: Promise<void> | null = null;
  const table = new ReleaseTable(
    async (ids) => {
      batches.push([...ids]);
      const answer = new Map(ids.map((id) => [id, store.get(id) ?? { status: 'unknown' }]));
      if (gate) await gate;
      return answer as Map<string, Release>;
    },
    { maxEntries: 100, ttlMs: 15_000, now: () => clock.now },
  );
  return {
    table,
    batches,
    clock,
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
  };
}

describe('the release table', () => {
  it('loads the ids it lacks in one batch, then answers them from memory at once', async () => {
    const store = new Map<string, Release>([[A, offer('1.0.0')]]);
    const { table, batches } = tableOver(store);
    const first = await table.lookup([A, B, A, 'not-an-id']);
    expect(first.get(A)).toMatchObject({ version: '1.0.0' });
    expect(first.get(B)).toEqual({ status: 'unknown' });
    expect(first.has('not-an-id')).toBe(false);
    expect(batches).toEqual([[A, B]]);
    // Known ids are answered at once, without a promise to wait for.
    expect(table.lookup([B, A])).toBeInstanceOf(Map);
    expect(batches).toHaveLength(1);
  });

  it('answers what the store says after forgetting (a decision cleared the catalog cache)', async () => {
    const store = new Map<string, Release>([[A, offer('1.0.0')]]);
    const { table } = tableOver(store);
    await table.lookup([A]);
    store.set(A, { status: 'blocked' });
    expect((await table.lookup([A])).get(A)).toMatchObject({ version: '1.0.0' });
    table.forget();
    expect((await table.lookup([A])).get(A)).toEqual({ status: 'blocked' });
  });

  it('draws each offer as its answer once, and anew after a clear or a promotion', async () => {
    const clock = { now: 1_000_000 };
    const store = new Map<string, Release>([
      [A, offer('1.0.0')],
      [B, offer('2.0.0', clock.now + 5_000)],
    ]);
    const { table } = tableOver(store, clock);
    const [first, held] = await table.offersOf([A, B, 'not-an-id']);
    expect(first?.update?.toString()).toContain(`version="1.0.0"`);
    expect(first?.current.toString()).toBe(
      `  <app appid="${A}" status="ok">\n    <updatecheck status="noupdate"/>\n  </app>\n`,
    );
    // From memory, the same drawing each time.
    const again = table.offersOf([A]);
    expect(Array.isArray(again) && again[0]).toBe(first);
    // An approval (1.1.0), a rollback (0.9.0) or a block clears the tables: drawn anew.
    for (const next of [offer('1.1.0'), offer('0.9.0')]) {
      store.set(A, next);
      table.forget();
      const [drawn] = await table.offersOf([A]);
      expect(drawn?.update?.toString()).toContain(
        `version="${next.status === 'available' && next.version}"`,
      );
    }
    store.set(A, { status: 'blocked' });
    table.forget();
    expect((await table.offersOf([A]))[0]?.current.toString()).toBe(
      `  <app appid="${A}" status="restricted"/>\n`,
    );
    // A staged release's held offer is drawn anew at its promotion, without a clear.
    expect(held?.update?.toString()).toContain('version="2.0.0"');
    store.set(B, offer('2.1.0'));
    clock.now += 5_000;
    expect((await table.offersOf([B]))[0]?.update?.toString()).toContain('version="2.1.0"');
  });

  it('does not keep a load that was running when it forgot, and shares a running load', async () => {
    const store = new Map<string, Release>([[A, offer('1.0.0')]]);
    const { table, batches, hold } = tableOver(store);
    const open = hold();
    const first = table.lookup([A]);
    const second = table.lookup([A, C]);
    // Read before a block was written; the block's clear comes while the read is under way.
    await Promise.resolve();
    store.set(A, { status: 'blocked' });
    table.forget();
    open();
    expect((await first).get(A)).toMatchObject({ version: '1.0.0' });
    expect((await second).get(A)).toMatchObject({ version: '1.0.0' });
    // Both requests came before the load started: one load read their ids together.
    expect(batches).toEqual([[A, C]]);
    expect((await table.lookup([A])).get(A)).toEqual({ status: 'blocked' });
  });

  it("lets a staged release's held offer go at its promotion, and every entry after its ttl", async () => {
    const clock = { now: 1_000_000 };
    const store = new Map<string, Release>([
      [A, offer('1.0.0', clock.now + 5_000)],
      [B, offer('2.0.0')],
    ]);
    const { table, batches } = tableOver(store, clock);
    await table.lookup([A, B]);
    store.set(A, offer('1.1.0'));
    store.set(B, offer('2.1.0'));
    clock.now += 5_000;
    const promoted = await table.lookup([A, B]);
    expect(promoted.get(A)).toMatchObject({ version: '1.1.0' });
    expect(promoted.get(B)).toMatchObject({ version: '2.0.0' });
    clock.now += 10_001;
    // Past its ttl, B still answers while it is read again (a held offer never does), then
    // answers what was read.
    expect((await table.lookup([B])).get(B)).toMatchObject({ version: '2.0.0' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(table.lookup([B])).toBeInstanceOf(Map);
    expect((await table.lookup([B])).get(B)).toMatchObject({ version: '2.1.0' });
    expect(batches).toEqual([[A, B], [A], [B]]);
  });

  it('loads the ids requests miss while a load runs together, in the next load', async () => {
    const { table, batches, hold } = tableOver(new Map([[A, offer('1.0.0')]]));
    const open = hold();
    const first = table.lookup([A]);
    await Promise.resolve();
    const waiting = [table.lookup([B]), table.lookup([C, A]), table.lookup([B, C])];
    open();
    await first;
    const answers = await Promise.all(waiting);
    expect(batches).toEqual([[A], [B, C]]);
    expect(answers[1]!.get(A)).toMatchObject({ version: '1.0.0' });
    expect(answers[2]!.get(C)).toEqual({ status: 'unknown' });
  });

  it('keeps no more ids than its bound, dropping the ids read longest ago', async () => {
    const { table } = tableOver(new Map());
    const ids = Array.from({ length: 150 }, (_, i) =>
      i
        .toString(16)
        .padStart(32, 'a')
        .replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)]!),
    );
    await table.lookup(ids);
    expect(table.size).toBe(100);
  });
});
