import type { LoaderFunctionArgs } from 'react-router';
import { ApiError, isApiError } from './api-error';
import { retryDelay, shouldRetry } from './retry';

/**
 * What a loader read: the answer, or the API's refusal. A refusal is data, not a thrown error:
 * the page shows it where the answer would be (a missing item's "not found", a list that
 * failed with a retry button) and a loader never fails a whole navigation for one read. A page
 * the server rendered hands these to the browser as they are (see app/page-data.ts), refusals
 * included, so it hydrates showing what the server drew.
 */
export type Read<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

export interface ReadOptions {
  /** Ask once more after a network failure or a server error (the default). */
  retry?: boolean;
  signal?: AbortSignal;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Runs one API read for a loader. An ApiError becomes the read's error; anything else is a
 * defect and is thrown, for the route's error boundary. What may succeed next time (a network
 * failure, a server error) is asked once more after a second, as a visitor would.
 */
export async function read<T>(load: () => Promise<T>, options: ReadOptions = {}): Promise<Read<T>> {
  for (let failures = 0; ; failures++) {
    try {
      return { data: await load() };
    } catch (error) {
      if (!isApiError(error)) throw error;
      const again = options.retry !== false && !options.signal?.aborted;
      if (!again || !shouldRetry(failures, error)) return { error };
      await wait(retryDelay(failures + 1), options.signal);
    }
  }
}

/** One read of a loader, given up with the navigation it belongs to. */
export function readFor<T>(
  { request }: Pick<LoaderFunctionArgs, 'request'>,
  load: (signal: AbortSignal) => Promise<T>,
  options: { retry?: boolean } = {},
): Promise<Read<T>> {
  return read(() => load(request.signal), { ...options, signal: request.signal });
}

/** An ApiError as JSON carries it: the class does not survive the trip. */
interface SentError {
  apiError: {
    code: ApiError['code'];
    message: string;
    status: number;
    logref?: string | undefined;
    fields: ApiError['fields'];
    isNetworkError: boolean;
  };
}

/** For JSON.stringify: an ApiError is written as its fields under "apiError". */
export function apiErrorReplacer(_key: string, value: unknown): unknown {
  if (!(value instanceof ApiError)) return value;
  const sent: SentError = {
    apiError: {
      code: value.code,
      message: value.message,
      status: value.status,
      logref: value.logref,
      fields: value.fields,
      isNetworkError: value.isNetworkError,
    },
  };
  return sent;
}

/** For JSON.parse: turns what apiErrorReplacer wrote back into an ApiError. */
export function apiErrorReviver(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('apiError' in value)) return value;
  const { apiError } = value as SentError;
  return new ApiError(apiError);
}
