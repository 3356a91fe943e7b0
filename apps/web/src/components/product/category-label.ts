import { type Category, ExtensionFilter } from '@lagoon/contract';
import type { TFunction } from 'i18next';

/** The category's name in the interface language; unknown codes keep the server's name. */
export function categoryLabel(t: TFunction, category: Category | null): string | null {
  if (!category) return null;
  const known = ExtensionFilter.safeParse(category.code);
  return known.success ? t(`categories.${known.data}`) : category.name;
}
