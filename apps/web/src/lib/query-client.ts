import { type DehydratedState, dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { retryDelay, shouldRetry } from './retry';

/**
 * The one cache of server data. A visit in the browser has one client for its whole life, so
 * every page shares what was read; the server makes one per rendered page.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** An ApiError as JSON can carry it: the class does not survive the trip. */
interface SentError {
  apiError: {
    code: ApiError['code'];
    message: string;
    status: number;
    logref?: string | undefined;
    fields: ApiError['fields'];
  };
}

function isSentError(value: unknown): value is SentError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/**
 * What a server-rendered page hands to the browser: every read its loaders made, answers and
 * refusals alike, so the page hydrates showing exactly what the server drew (a missing item's
 * "not found" included). Only an ApiError is sent as an error: anything else was unexpected
 * and the browser asks again.
 */
export function dehydrateForPage(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && query.state.error instanceof ApiError),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const sent: SentError = {
        apiError: {
          code: error.code,
          message: error.message,
          status: error.status,
          logref: error.logref,
          fields: error.fields,
        },
      };
      (query.state as { error: unknown }).error = sent;
    }
  }
  return state;
}

/** Puts a server-rendered page's reads into the browser's client (see dehydrateForPage). */
export function hydrateFromPage(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isSentError(error)) {
      (query.state as { error: unknown }).error = new ApiError(error.apiError);
    }
  }
  hydrate(queryClient, state);
}
