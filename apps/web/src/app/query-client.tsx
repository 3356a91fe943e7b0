import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { retryDelay, shouldRetry } from '../lib/retry';

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

/** One client for the whole visit, so every page that uses it shares its cache. */
const queryClient = createQueryClient();

/**
 * The query library's provider. It loads with the pages that use the library (see lazyPage),
 * not with the shell: the storefront's first page reads through lib/resource instead.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
