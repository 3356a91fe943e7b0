import {
  type Language,
  type Product,
  SEARCH_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_RESULT_ORDER,
} from '@lagoon/contract';
import type { ApiClient } from '../../../lib/api-client';
import { readProducts } from '../../catalog/api/read-products';
import { ALL_TYPES } from './autocomplete';

export type SearchGroupKind = (typeof SEARCH_RESULT_ORDER)[number];

export interface SearchGroup {
  type: SearchGroupKind;
  totalCount: number;
  items: Product[];
}

const MERGED_INTO_APP: readonly string[] = ['APP', 'PWA', 'SHORTCUT'];

/**
 * Results in the order EXTENSION, THEME, APP; PWA and SHORTCUT groups (should a server send
 * them) are merged into APP. Every kind is present, empty ones with a count of 0.
 */
export function readSearchGroups(body: unknown): SearchGroup[] {
  const groups = new Map<SearchGroupKind, SearchGroup>(
    SEARCH_RESULT_ORDER.map((type) => [type, { type, totalCount: 0, items: [] }]),
  );
  if (Array.isArray(body)) {
    for (const raw of body) {
      if (typeof raw !== 'object' || raw === null) continue;
      const entry = raw as { type?: unknown; totalCount?: unknown; items?: unknown };
      const type = typeof entry.type === 'string' ? entry.type.toUpperCase() : '';
      const kind: SearchGroupKind | null = MERGED_INTO_APP.includes(type)
        ? 'APP'
        : type === 'EXTENSION' || type === 'THEME'
          ? type
          : null;
      if (!kind) continue;
      const group = groups.get(kind);
      if (!group) continue;
      const items = readProducts(entry.items);
      group.items.push(...items);
      group.totalCount += typeof entry.totalCount === 'number' ? entry.totalCount : items.length;
    }
  }
  return [...groups.values()];
}

/** GET /ajax/search2 with keyword, every type, page 0 and size 100. */
export async function search(
  client: ApiClient,
  keyword: string,
  language: Language,
  signal?: AbortSignal,
): Promise<SearchGroup[]> {
  const body = await client.get<unknown>('/ajax/search2', {
    query: { keyword, type: ALL_TYPES, page: SEARCH_PAGE, size: SEARCH_PAGE_SIZE, hl: language },
    signal,
  });
  return readSearchGroups(body);
}
