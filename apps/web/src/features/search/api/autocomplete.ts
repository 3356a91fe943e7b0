import { SEARCH_PAGE, SEARCH_PAGE_SIZE } from '@lagoon/contract';
import type { ApiClient } from '../../../lib/api-client';

/** The type search2 and autocomplete2 read as every type: the header box looks for anything. */
export const ALL_TYPES = '';

/**
 * GET /ajax/autocomplete2 with keyword, type, page 0 and size 100: names that
 * complete what the visitor typed, best first.
 */
export async function autocomplete(
  client: ApiClient,
  keyword: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const body = await client.get<{ names?: unknown } | null>('/ajax/autocomplete2', {
    query: { keyword, type: ALL_TYPES, page: SEARCH_PAGE, size: SEARCH_PAGE_SIZE },
    signal,
  });
  const names = body?.names;
  return Array.isArray(names)
    ? names.filter((name): name is string => typeof name === 'string')
    : [];
}
