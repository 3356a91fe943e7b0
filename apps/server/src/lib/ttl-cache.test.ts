import { describe, expect, it, vi } from 'vitest';
import { type CacheEntry, TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('computes once per key until the entry expires', async () => {
    let clock = 1_000;
    let calls = 0;
    const cache = new TtlCache({ ttlMs: 100, maxEntries: 10, now: () => clock });
    const compute = async () => ++calls;
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([1, 1]);
    clock = 1_100;
    expect(await cache.get('a', compute)).toBe(1);
    clock = 1_101;
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('does not keep failures and forgets everything on clear', async () => {
    const cache = new TtlCache({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('k', async () => 'up')).toBe('up');
    cache.clear();
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = new TtlCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => 1);
    expect(cache.size).toBe(2);
  });

  it('answers a stale value while one refresh runs, then the fresh one', async () => {
    let clock = 1_000;
    let calls = 0;
    let release: () => void = () => undefined;
    const cache = new TtlCache({ ttlMs: 100, staleMs: 1000, maxEntries: 10, now: () => clock });
    const slow = () =>
      new Promise<number>((resolve) => {
        calls++;
        const value = calls;
        release = () => resolve(value);
      });
    const first = cache.get('a', slow);
    release();
    expect(await first).toBe(1);
    clock = 1_150;
    expect(await cache.get('a', slow)).toBe(1);
    expect(await cache.get('a', slow)).toBe(1);
    expect(calls).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', slow)).toBe(2);
    clock = 3_000;
    const late = cache.get('a', slow);
    release();
    expect(await late).toBe(3);
  });

  it('does not bring back a value refreshed across a clear', async () => {
    let clock = 1_000;
    let release: () => void = () => undefined;
    const cache = new TtlCache({ ttlMs: 100, staleMs: 1000, maxEntries: 10, now: () => clock });
    await cache.get('a', async () => 'old');
    clock = 1_150;
    const pending = new Promise<string>((resolve) => {
      release = () => resolve('refreshed before the write');
    });
    expect(await cache.get('a', () => pending)).toBe('old');
    cache.clear();
    release();
    await pending;
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
  });

  it('answers those waiting for a computation a clear interrupts, without keeping it', async () => {
    let release: () => void = () => undefined;
    const cache = new TtlCache({ ttlMs: 1000, staleMs: 1000, maxEntries: 10 });
    const pending = new Promise<string>((resolve) => {
      release = () => resolve('read before the write');
    });
    const waiting = [cache.get('a', () => pending), cache.get('a', () => pending)];
    cache.clear();
    release();
    expect(await Promise.all(waiting)).toEqual(['read before the write', 'read before the write']);
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
  });

  it('keeps the stale value when its refresh fails, and tries again on the next request', async () => {
    let clock = 1_000;
    const cache = new TtlCache({ ttlMs: 100, staleMs: 1000, maxEntries: 10, now: () => clock });
    await cache.get('a', async () => 'old');
    clock = 1_150;
    expect(await cache.get('a', async () => Promise.reject(new Error('down')))).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', async () => 'new')).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', async () => 'newer')).toBe('new');
  });

  it('keeps a value as long as ttlFor says once it has resolved, for good when infinite', async () => {
    let clock = 1_000;
    const cache = new TtlCache({
      ttlMs: 100,
      ttlFor: (value) => (value === null ? 100 : Number.POSITIVE_INFINITY),
      maxEntries: 10,
      now: () => clock,
    });
    await cache.get('found', async () => 'copy');
    await cache.get('none', async () => null);
    clock += 1_000_000;
    expect(await cache.get('found', async () => 'other')).toBe('copy');
    expect(await cache.get('none', async () => 'added since')).toBe('added since');
  });
});

describe('TtlCache clears shared with other servers', () => {
  it('never answers a value past the time its computation named, not even stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(10_000);
      let calls = 0;
      const cache = new TtlCache({ ttlMs: 60_000, staleMs: 60_000, maxEntries: 10 });
      const held = async (entry: CacheEntry) => {
        calls++;
        if (calls === 1) entry.expireAt(new Date(10_500));
        return calls === 1 ? 'held' : 'promoted';
      };
      expect(await cache.get('release', held)).toBe('held');
      vi.setSystemTime(10_499);
      expect(await cache.get('release', held)).toBe('held');
      vi.setSystemTime(10_500);
      expect(await cache.get('release', held)).toBe('promoted');
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells its listener about clear() but not about forget(), which comes from elsewhere', async () => {
    const cache = new TtlCache({ ttlMs: 1000, maxEntries: 10 });
    let announced = 0;
    cache.onClear(() => {
      announced += 1;
    });
    await cache.get('k', async () => 1);
    cache.forget();
    expect(cache.size).toBe(0);
    expect(announced).toBe(0);
    await cache.get('k', async () => 2);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(announced).toBe(1);
    cache.onClear(null);
    cache.clear();
    expect(announced).toBe(1);
  });

  it('tells forget listeners about every forgetting, its own clears and others', () => {
    const cache = new TtlCache({ ttlMs: 1000, maxEntries: 10 });
    let forgotten = 0;
    const stop = cache.onForget(() => {
      forgotten += 1;
    });
    cache.clear();
    cache.forget();
    expect(forgotten).toBe(2);
    stop();
    cache.clear();
    expect(forgotten).toBe(2);
  });
});
