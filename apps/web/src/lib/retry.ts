import { isApiError } from './api-error';

const MAX_RETRIES = 1;

/** Retries only what may succeed next time: network failures and server-side errors. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  return error.isNetworkError || error.status >= 500;
}

/** The wait before the next attempt: one second, doubling, at most thirty. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failureCount - 1), 30_000);
}
