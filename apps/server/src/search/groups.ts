import { SEARCH_KEYWORD_MAX } from '@lagoon/contract';

/** The result groups in display order; PWA and SHORTCUT merge into APP. */
export const SEARCH_GROUPS = {
  EXTENSION: ['extension', 'sidebar'],
  THEME: ['theme'],
  APP: ['app', 'pwa', 'shortcut'],
} as const;
export type SearchGroup = keyof typeof SEARCH_GROUPS;
export const SEARCH_GROUP_ORDER: readonly SearchGroup[] = ['EXTENSION', 'THEME', 'APP'];

/** The categories (GET /ajax/categories/{type}) a group's items are filed under. */
export const SEARCH_GROUP_CATEGORY_TYPE = {
  EXTENSION: 'extension',
  THEME: 'theme',
  APP: 'app',
} as const satisfies Record<SearchGroup, string>;

/** Every product type search finds (curations are never found). */
export const SEARCHABLE_TYPES: readonly string[] = SEARCH_GROUP_ORDER.flatMap(
  (group) => SEARCH_GROUPS[group],
);

/** The position of a product type's group in SEARCH_GROUP_ORDER; -1 for other types. */
export function groupIndexOf(productType: string): number {
  return SEARCH_GROUP_ORDER.findIndex((group) =>
    (SEARCH_GROUPS[group] as readonly string[]).includes(productType),
  );
}

/** Reads a `type` parameter: a group or a product type, any case; PWA and SHORTCUT mean APP. */
export function searchGroupOf(type: string): SearchGroup | null {
  const upper = type.trim().toUpperCase();
  if (upper === 'EXTENSION' || upper === 'SIDEBAR') return 'EXTENSION';
  if (upper === 'THEME') return 'THEME';
  if (upper === 'APP' || upper === 'PWA' || upper === 'SHORTCUT') return 'APP';
  return null;
}

/** Lower-cased keyword with runs of white space collapsed; empty when there is nothing to find. */
export function normalizeKeyword(keyword: string | undefined): string {
  return (keyword ?? '').trim().replace(/\s+/g, ' ').toLowerCase().slice(0, SEARCH_KEYWORD_MAX);
}
