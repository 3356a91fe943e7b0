import { type Category, EXTENSION_FILTERS } from '@lagoon/contract';
import type { TFunction } from 'i18next';
import { isOneOf } from '../../lib/one-of';

/** The category's name in the interface language; unknown codes keep the server's name. */
export function categoryLabel(t: TFunction, category: Category | null): string | null {
  if (!category) return null;
  return isOneOf(EXTENSION_FILTERS, category.code)
    ? t(`categories.${category.code}`)
    : category.name;
}
