import { api } from '../../../lib/api-client';
import { useResource } from '../../../lib/use-resource';

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
  return useResource({
    key: ['autocomplete', keyword, size],
    load: (signal) => autocomplete(keyword, size, signal),
    enabled: keyword.length > 0,
    staleTime: 60_000,
    keepPrevious: true,
    retry: false,
  });
}
