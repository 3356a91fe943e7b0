import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../http/errors.js';
import { WriteShare, type WriteShareOptions } from './write-share.js';

// The clock is vitest's fake one: what is checked is the order and spacing the gate gives
// saves, never how fast anything runs.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function gate(options: Partial<WriteShareOptions> & { load?: () => number } = {}) {
  return new WriteShare({
    atOnce: 1,
    busyShare: 0.1,
    busyAbove: 0.3,
    savesUseThread: true,
    maxWaiting: 8,
    windowMs: 0,
    now: () => Date.now(),
    utilization: options.load ?? (() => 0),
    ...options,
  });
}

/** A save that takes `ms` of the clock and records when it started. */
function save(starts: number[], ms: number) {
  return async () => {
    starts.push(Date.now());
    await new Promise((resolve) => setTimeout(resolve, ms));
  };
}

describe('saves on the embedded database', () => {
  it('run one at a time, in arrival order, back to back while the server is otherwise idle', async () => {
    const saves = gate();
    const starts: number[] = [];
    const origin = Date.now();
    const all = Promise.all([1, 2, 3].map(() => saves.run(save(starts, 10))));
    await vi.runAllTimersAsync();
    await all;
    expect(starts.map((at) => at - origin)).toEqual([0, 10, 20]);
  });

  it('leave nine tenths of the time to visitors while they keep the server busy', async () => {
    // The thread is always busy: visitors' requests fill whatever the saves leave.
    const origin = Date.now();
    const saves = gate({ load: () => 1, windowMs: 50 });
    await vi.advanceTimersByTimeAsync(100);
    const starts: number[] = [];
    const all = Promise.all([1, 2, 3].map(() => saves.run(save(starts, 10))));
    await vi.runAllTimersAsync();
    await all;
    // Each 10 ms save is followed by 90 ms for everything else.
    expect(starts.map((at) => at - origin)).toEqual([100, 200, 300]);
  });

  it('refuse a save with RATE_LIMITED when too many are already waiting, and run the rest', async () => {
    const saves = gate({ maxWaiting: 2 });
    const starts: number[] = [];
    const outcomes = [1, 2, 3, 4].map((index) =>
      saves.run(save(starts, 10)).then(
        () => `saved ${index}`,
        (error: unknown) => (error instanceof AppError ? error.code : 'other'),
      ),
    );
    await vi.runAllTimersAsync();
    expect(await Promise.all(outcomes)).toEqual(['saved 1', 'saved 2', 'saved 3', 'RATE_LIMITED']);
  });

  it('free the turn of a save that fails', async () => {
    const saves = gate();
    const failed = saves.run(async () => {
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    await expect(saves.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('saves on a PostgreSQL server', () => {
  const server = { atOnce: 2, busyShare: 0.5, busyAbove: 0.6, savesUseThread: false };

  it('run several at once, back to back while the server is otherwise idle', async () => {
    const saves = gate({ ...server, load: () => 0.2 });
    const starts: number[] = [];
    const origin = Date.now();
    const all = Promise.all([1, 2, 3, 4].map(() => saves.run(save(starts, 10))));
    await vi.runAllTimersAsync();
    await all;
    expect(starts.map((at) => at - origin)).toEqual([0, 0, 10, 10]);
  });

  it('pause as long as they ran while visitors keep the server busy', async () => {
    const saves = gate({ ...server, load: () => 0.9 });
    const starts: number[] = [];
    const origin = Date.now();
    const all = Promise.all([1, 2, 3, 4].map(() => saves.run(save(starts, 10))));
    await vi.runAllTimersAsync();
    await all;
    expect(starts.map((at) => at - origin)).toEqual([0, 0, 20, 20]);
  });
});
