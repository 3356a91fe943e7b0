import type { Category } from '@lagoon/contract';

/**
 * The category's name as the server gives it, in the language the product was asked in, so a
 * category an administrator renamed or added reads the same everywhere in the store.
 */
export function categoryLabel(category: Category | null): string | null {
  return category?.name ?? null;
}
