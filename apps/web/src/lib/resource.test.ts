import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { hashKey, ResourceCache, UNREAD_KEEP_MS } from './resource';

const networkError = () =>
  new ApiError({ code: 'INTERNAL_ERROR', message: 'offline', status: 0, isNetworkError: true });
const refusal = () => new ApiError({ code: 'NOT_FOUND', message: 'no', status: 404 });

/** A load that answers with the values given, one per call; an Error value is thrown. */
function answers<T>(...values: (T | Error)[]) {
  const calls: AbortSignal[] = [];
  const load = (signal: AbortSignal): Promise<T> => {
    calls.push(signal);
    const value = values[Math.min(calls.length - 1, values.length - 1)] as T | Error;
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  return { load, calls };
}

describe('ResourceCache', () => {
  let cache: ResourceCache;
  beforeEach(() => {
    vi.useFakeTimers();
    cache = new ResourceCache();
  });
  afterEach(() => vi.useRealTimers());

  it('keys with the same content are the same key, whatever the property order', () => {
    expect(hashKey(['list', { sort: 'new', type: 'extension' }])).toBe(
      hashKey(['list', { type: 'extension', sort: 'new' }]),
    );
    expect(hashKey(['list', 'new'])).not.toBe(hashKey(['list', 'popular']));
  });

  it('loads a key once while a load of it is running', async () => {
    const { load, calls } = answers(['a']);
    const first = cache.fetch(['k'], load);
    const second = cache.fetch(['k'], load);
    expect(cache.read(['k']).isFetching).toBe(true);
    await Promise.all([first, second]);
    expect(calls).toHaveLength(1);
    expect(cache.read(['k'])).toMatchObject({ status: 'success', data: ['a'], isFetching: false });
  });

  it('tells readers when the state changes, and keeps the same state object otherwise', async () => {
    const listener = vi.fn();
    const unsubscribe = cache.subscribe(['k'], listener);
    const before = cache.read(['k']);
    expect(cache.read(['k'])).toBe(before);
    await cache.fetch(['k'], answers(1).load);
    expect(listener).toHaveBeenCalledTimes(2); // fetching, then the answer
    unsubscribe();
  });

  it('retries a network failure once, a second later, and then reports it', async () => {
    const { load, calls } = answers<string>(networkError(), networkError(), 'late');
    const done = cache.fetch(['k'], load);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(calls).toHaveLength(2);
    expect(cache.read(['k'])).toMatchObject({ status: 'error', data: undefined });
  });

  it('does not retry a refusal, nor anything when retry is false', async () => {
    const refused = answers<string>(refusal(), 'x');
    await cache.fetch(['a'], refused.load);
    expect(refused.calls).toHaveLength(1);
    expect(cache.read(['a']).status).toBe('error');

    const offline = answers<string>(networkError(), 'x');
    await cache.fetch(['b'], offline.load, { retry: false });
    expect(offline.calls).toHaveLength(1);
  });

  it('keeps the data shown when loading it again fails', async () => {
    await cache.fetch(['k'], answers('first').load);
    await cache.fetch(['k'], answers<string>(refusal()).load);
    expect(cache.read(['k'])).toMatchObject({ status: 'success', data: 'first' });
    expect(cache.read(['k']).error).toBeInstanceOf(ApiError);
  });

  it('marks a next page as such, and a failed one keeps the pages there', async () => {
    await cache.fetch(['k'], answers([1]).load);
    const more = cache.fetch(['k'], () => Promise.reject(refusal()), { more: true });
    expect(cache.read(['k']).isFetchingMore).toBe(true);
    await more;
    expect(cache.read(['k'])).toMatchObject({ status: 'success', data: [1] });
    expect(cache.read(['k']).isFetchingMore).toBe(false);
  });

  it('set replaces the data and drops a load that was running', async () => {
    let finish: (value: string) => void = () => {};
    const running = cache.fetch(
      ['k'],
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    cache.set(['k'], 'written');
    finish('stale answer');
    await running;
    expect(cache.read(['k'])).toMatchObject({ status: 'success', data: 'written' });
  });

  it('invalidate loads again the keys under a prefix that somebody reads', async () => {
    const read = answers('one', 'two');
    const unread = answers('x', 'y');
    const unsubscribe = cache.subscribe(['list', 'new'], () => {});
    await cache.fetch(['list', 'new'], read.load);
    await cache.fetch(['list', 'popular'], unread.load);
    await cache.fetch(['banners'], answers('b').load);

    await cache.invalidate(['list']);
    expect(cache.read(['list', 'new']).data).toBe('two');
    expect(unread.calls).toHaveLength(1);
    // Not read now: stale, so the next reader loads it.
    expect(cache.read(['list', 'popular']).updatedAt).toBe(0);
    expect(cache.read(['banners']).updatedAt).not.toBe(0);
    unsubscribe();
  });

  it('reset forgets the data so readers wait for a new answer', async () => {
    await cache.fetch(['session', 'creator'], answers('profile').load);
    await cache.reset(['session']);
    expect(cache.read(['session', 'creator'])).toMatchObject({
      status: 'pending',
      data: undefined,
    });
  });

  it('drops an entry nobody has read for a while', async () => {
    const unsubscribe = cache.subscribe(['k'], () => {});
    await cache.fetch(['k'], answers('v').load);
    await vi.advanceTimersByTimeAsync(UNREAD_KEEP_MS * 2);
    expect(cache.read(['k']).data).toBe('v');
    unsubscribe();
    await vi.advanceTimersByTimeAsync(UNREAD_KEEP_MS);
    expect(cache.read(['k']).status).toBe('pending');
  });
});
