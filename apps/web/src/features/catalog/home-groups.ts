import {
  HOME_GROUP_SIZE,
  HOME_HIGHLIGHT_COUNT,
  HOME_PAGE_SIZE,
  type Product,
} from '@lagoon/contract';

export interface HomeGroups<T> {
  highlighted: T[];
  groups: T[][];
}

/** The home's first read: the highlighted items and the first group after them. */
export const HOME_FIRST_READ = HOME_HIGHLIGHT_COUNT + HOME_GROUP_SIZE;

/**
 * The page of a product list that holds `offset`: where it starts and how many items it asks
 * for. The extension home reads its highlighted items with the first group of 24, then one group
 * at a time, so every "more" adds exactly one group; other lists read pages of HOME_PAGE_SIZE.
 */
export function listPageAt(home: boolean, offset: number): { offset: number; size: number } {
  const at = Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
  if (!home) return { offset: at - (at % HOME_PAGE_SIZE), size: HOME_PAGE_SIZE };
  if (at < HOME_FIRST_READ) return { offset: 0, size: HOME_FIRST_READ };
  return { offset: at - ((at - HOME_FIRST_READ) % HOME_GROUP_SIZE), size: HOME_GROUP_SIZE };
}

/**
 * The home list's layout: the items the server marks as highlighted (hasFeature: the list's
 * first 8) in the large cards, the rest in groups of 24.
 */
export function splitHomeGroups<T extends Pick<Product, 'hasFeature'>>(
  items: readonly T[],
): HomeGroups<T> {
  const highlighted = items.filter((item) => item.hasFeature);
  const rest = items.filter((item) => !item.hasFeature);
  const groups: T[][] = [];
  for (let start = 0; start < rest.length; start += HOME_GROUP_SIZE) {
    groups.push(rest.slice(start, start + HOME_GROUP_SIZE));
  }
  return { highlighted, groups };
}
