import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiErrorReplacer, apiErrorReviver, read } from './read';

const refusal = (status: number, code: ApiError['code'] = 'INTERNAL_ERROR') =>
  new ApiError({ code, status, message: code });

afterEach(() => {
  vi.useRealTimers();
});

describe('a loader read', () => {
  it('returns the answer', async () => {
    expect(await read(async () => 42)).toEqual({ data: 42 });
  });

  it('keeps a refusal as the read error and does not ask again', async () => {
    const load = vi.fn(async () => {
      throw refusal(404, 'EXTENSION_NOT_FOUND');
    });
    const result = await read(load);
    expect(result.error?.code).toBe('EXTENSION_NOT_FOUND');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks once more a second after a server error, then gives the answer', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const pending = read(async () => {
      calls += 1;
      if (calls === 1) throw refusal(503, 'TEMPORARY_PROBLEM');
      return 'ok';
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ data: 'ok' });
    expect(calls).toBe(2);
  });

  it('asks only once when told not to retry, and once more at most otherwise', async () => {
    vi.useFakeTimers();
    const once = vi.fn(async () => {
      throw refusal(500);
    });
    expect((await read(once, { retry: false })).error?.status).toBe(500);
    expect(once).toHaveBeenCalledTimes(1);
    const twice = vi.fn(async () => {
      throw refusal(500);
    });
    const pending = read(twice);
    await vi.runAllTimersAsync();
    expect((await pending).error?.status).toBe(500);
    expect(twice).toHaveBeenCalledTimes(2);
  });

  it('throws what is not an API refusal, for the route error boundary', async () => {
    await expect(
      read(async () => {
        throw new TypeError('defect');
      }),
    ).rejects.toThrow('defect');
  });
});

describe('a read sent as JSON', () => {
  it('turns back into the same ApiError', () => {
    const error = new ApiError({
      code: 'EXTENSION_NOT_FOUND',
      status: 404,
      message: 'gone',
      logref: 'abc',
    });
    const text = JSON.stringify({ product: { error } }, apiErrorReplacer);
    const back = JSON.parse(text, apiErrorReviver) as { product: { error: unknown } };
    expect(back.product.error).toBeInstanceOf(ApiError);
    expect(back.product.error).toMatchObject({
      code: 'EXTENSION_NOT_FOUND',
      status: 404,
      message: 'gone',
      logref: 'abc',
    });
  });
});
