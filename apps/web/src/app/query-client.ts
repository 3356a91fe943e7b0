import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

const MAX_RETRIES = 1;

/** Retries only what may succeed next time: network failures and server-side errors. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  return error.isNetworkError || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
