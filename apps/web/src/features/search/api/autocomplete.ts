import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /ajax/autocomplete2: names that complete what the visitor typed. */
export async function autocomplete(
  keyword: string,
  size: number,
  signal?: AbortSignal,
): Promise<string[]> {
  const body = await api.get<{ names?: unknown } | null>('/ajax/autocomplete2', {
    query: { keyword, size },
    signal,
  });
  const names = body?.names;
  return Array.isArray(names)
    ? names.filter((name): name is string => typeof name === 'string')
    : [];
}

export function useAutocomplete(keyword: string, size: number) {
  return useQuery(
    queryOptions({
      queryKey: ['autocomplete', keyword, size],
      queryFn: ({ signal }) => autocomplete(keyword, size, signal),
      enabled: keyword.length > 0,
      staleTime: 60_000,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
